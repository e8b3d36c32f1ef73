import type { PartsScope, PdfPictureIds } from '@bar/contracts/pdf';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import { asciiFileStem } from '@bar/domain/fileName';
import { type Inventory, toOrderPartsList } from '@bar/domain/inventory';
import type { Locale } from '@bar/domain/locale';
import { unofferedPartIds, unofferedUses } from '@bar/domain/offered';
import { computePartsList } from '@bar/domain/partsList';
import { barDimensions, type ModuleDimension } from '@bar/layout/dimensions';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { BarRow } from '../../db/schema.ts';
import { storedDocument } from '../bars/presentBar.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { readInventory } from '../inventory/repository.ts';
import { findBarPicture } from '../pictures/repository.ts';
import { sheetOfBar } from '../plans/makePlanFile.ts';
import type { PlanSheet } from '../plans/planSheet.ts';
import {
  buildPartsListPdf,
  type PdfDimensions,
  type PdfPicture,
  type PdfPictures,
  PICTURE_VIEWS,
  PLAN_PAGE_ROOM,
} from './buildPartsListPdf.ts';
import { packagingEntries } from './packagingEntries.ts';
import { planEntries } from './planEntries.ts';

export type BarPdf = { bytes: Buffer; filename: string };

/** The views that are stored under the given ids; ids that name no image are left out. */
export async function loadPictures(app: FastifyInstance, ids: PdfPictureIds): Promise<PdfPictures> {
  const pictures: PdfPictures = {};
  for (const view of PICTURE_VIEWS) {
    const id = ids[view];
    const image = id ? await app.storage.find(id) : null;
    if (image) pictures[view] = image.bytes;
  }
  return pictures;
}

/** Wide enough for the page's width at about 200 dpi; a 4K picture would only make the file heavy. */
const BEST_PICTURE_MAX_WIDTH = 1600;

/**
 * The bar's best picture for the PDF, or undefined when it has none: at most 1600 pixels wide, as
 * JPEG on white (a picture without background keeps its shape on the page).
 */
export async function loadBestPicture(app: FastifyInstance, barId: string): Promise<PdfPicture | undefined> {
  const picture = await findBarPicture(app.db, barId);
  const image = picture ? await app.storage.find(picture.uploadId) : null;
  if (!image) return undefined;
  const { data, info } = await sharp(image.bytes)
    .resize({ width: BEST_PICTURE_MAX_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** With `to_order`, the reader's inventory to subtract; with `all` (or nothing said), none. */
export async function inventoryToSubtract(
  app: FastifyInstance,
  parts: PartsScope | undefined,
  userId: number,
): Promise<Inventory | undefined> {
  return parts === 'to_order' ? readInventory(app.db, userId) : undefined;
}

/** A file name any system accepts: the bar's name in ASCII letters, digits and dashes, and `suffix`. */
export function pdfFileName(barName: string, suffix = ''): string {
  return `${asciiFileStem(barName, 'parts-list')}${suffix}.pdf`;
}

/** A side's module widths west to east (then north to south), as the dimension lines run. */
function widthsWestToEast(modules: ModuleDimension[]): number[] {
  const middle = (line: ModuleDimension, axis: 0 | 2) => (line.from[axis] + line.to[axis]) / 2;
  return [...modules]
    .sort((a, b) => middle(a, 0) - middle(b, 0) || middle(a, 2) - middle(b, 2))
    .map((line) => line.lengthMm);
}

/** The figures the editor's dimension lines show, for the PDF. */
export function pdfDimensions(doc: BarDocument, catalogue: Catalogue): PdfDimensions | null {
  const dimensions = barDimensions(doc, catalogue);
  if (!dimensions) return null;
  return {
    width: dimensions.width.lengthMm,
    depth: dimensions.depth.lengthMm,
    height: dimensions.height.lengthMm,
    front: widthsWestToEast(dimensions.modules.filter((line) => line.side === 'front')),
    back: widthsWestToEast(dimensions.modules.filter((line) => line.side === 'back')),
  };
}

function withPlanSheet(sheet: PlanSheet | null): { planSheet?: PlanSheet } {
  return sheet ? { planSheet: sheet } : {};
}

/**
 * The parts-list PDF of the bar as it is stored now, in `locale`. With `toOrderFrom` (the reader's
 * inventory) it lists only what is still to order and says how many owned parts were subtracted.
 */
export async function makeBarPdf(
  app: FastifyInstance,
  bar: BarRow,
  locale: Locale,
  pictures: PdfPictures,
  toOrderFrom?: Inventory,
): Promise<BarPdf> {
  const catalogue = await loadCatalogue(app.db);
  const document = storedDocument(bar);
  const partsList = computePartsList(document, catalogue, locale);
  const toOrder = toOrderFrom ? toOrderPartsList(partsList, toOrderFrom) : null;
  const bestPicture = await loadBestPicture(app, bar.id);
  const bytes = await buildPartsListPdf({
    locale,
    barName: bar.name,
    createdAt: new Date(),
    partsList: toOrder?.partsList ?? partsList,
    unofferedPartIds: unofferedPartIds(unofferedUses(document, catalogue)),
    ...(toOrder ? { ownedUnitsSubtracted: toOrder.owned_units } : {}),
    packaging: packagingEntries(partsList.packaging_recommendation, catalogue, locale),
    plan: planEntries(partsList.transport, partsList.power, catalogue, locale),
    pictures,
    ...(bestPicture ? { bestPicture } : {}),
    dimensions: pdfDimensions(document, catalogue),
    ...withPlanSheet(sheetOfBar({ doc: document, catalogue, barName: bar.name, locale }, PLAN_PAGE_ROOM)),
  });
  return { bytes, filename: pdfFileName(bar.name, toOrder ? '-to-order' : '') };
}
