import type { PdfPictureIds } from '@bar/contracts/pdf';
import type { Locale } from '@bar/domain/locale';
import { computePartsList } from '@bar/domain/partsList';
import type { FastifyInstance } from 'fastify';
import type { BarRow } from '../../db/schema.ts';
import { storedDocument } from '../bars/presentBar.ts';
import { loadCatalogue } from '../catalogue/loadCatalogue.ts';
import { buildPartsListPdf, type PdfPictures, PICTURE_VIEWS } from './buildPartsListPdf.ts';
import { packagingEntries } from './packagingEntries.ts';

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

/** A file name any system accepts: the bar's name in ASCII letters, digits and dashes. */
export function pdfFileName(barName: string): string {
  const ascii = barName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${ascii || 'parts-list'}.pdf`;
}

/** The parts-list PDF of the bar as it is stored now, in `locale`. */
export async function makeBarPdf(
  app: FastifyInstance,
  bar: BarRow,
  locale: Locale,
  pictures: PdfPictures,
): Promise<BarPdf> {
  const catalogue = await loadCatalogue(app.db);
  const partsList = computePartsList(storedDocument(bar), catalogue, locale);
  const bytes = await buildPartsListPdf({
    locale,
    barName: bar.name,
    createdAt: new Date(),
    partsList,
    packaging: packagingEntries(partsList.packaging_recommendation, catalogue, locale),
    pictures,
  });
  return { bytes, filename: pdfFileName(bar.name) };
}
