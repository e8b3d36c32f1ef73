import type { Locale } from '@bar/domain/locale';
import type { PartsList, PartsListLine } from '@bar/domain/partsList';
import PDFDocument from 'pdfkit';
import { drawPlanSheet } from '../plans/planPdf.ts';
import type { PlanSheet, SheetRoom } from '../plans/planSheet.ts';
import { drawPlan } from './drawPlan.ts';
import { fillText, PARTS_LIST_PDF_TEXTS, type PartsListPdfTexts } from './partsListTexts.ts';
import { pdfFormatter } from './pdfFormat.ts';
import {
  BOLD,
  bottomLimit,
  collect,
  contentWidth,
  type Doc,
  drawFooters,
  ensureRoom,
  FONT,
  FOOTER_HEIGHT,
  GREY,
  HEADER_HEIGHT,
  MARGIN,
  type PageLayout,
  RULE,
  startNewPage,
} from './pdfPage.ts';
import type { PdfPlan } from './planEntries.ts';

export const PICTURE_VIEWS = ['front', 'back', 'perspective'] as const;
export type PictureView = (typeof PICTURE_VIEWS)[number];
/** JPEG or PNG bytes of the views the editor captured; any may be missing. */
export type PdfPictures = Partial<Record<PictureView, Buffer>>;

/** An image with its size in pixels. */
export type PdfPicture = { bytes: Buffer; width: number; height: number };

export type PackagingEntry = { part_number: string; name: string; quantity: number };

/** The bar's overall size and its module widths west to east, in millimetres (from `@bar/layout`'s `barDimensions`). */
export type PdfDimensions = { width: number; depth: number; height: number; front: number[]; back: number[] };

export type PartsListPdfInput = {
  locale: Locale;
  barName: string;
  createdAt: Date;
  partsList: PartsList;
  /** Parts of assemblies the bar holds that are no longer offered: their lines say so (still priced). */
  unofferedPartIds?: ReadonlySet<number>;
  /** Set when `partsList` holds only what is still to order: the owned units taken off it. */
  ownedUnitsSubtracted?: number;
  packaging: PackagingEntry[];
  /** T1 and E1; absent: the sections are left out. */
  plan?: PdfPlan;
  pictures: PdfPictures;
  /** The bar's best picture (a photo the customer made, else a raster of the 3D view), JPEG or PNG: first and large. */
  bestPicture?: PdfPicture;
  /** Null for a bar without modules: the section is left out. */
  dimensions: PdfDimensions | null;
  /** The plan to scale on an A4 landscape page of its own, last; absent for a bar without modules. */
  planSheet?: PlanSheet;
};

const CELL_PADDING = 3;
const PICTURE_HEIGHT = 130;
/** The best picture's box: the page's width, and at most this high (a 16:9 picture fills the width). */
const BEST_PICTURE_HEIGHT = 300;

type Layout = PageLayout & { input: PartsListPdfInput };

/** A column of the parts tables: its cell in a row, its heading (one of the texts), width and alignment. */
type Column = {
  key: 'number' | 'name' | 'quantity' | 'unit' | 'total';
  heading: keyof PartsListPdfTexts;
  width: number;
  align: 'left' | 'right';
};
const COLUMNS: Column[] = [
  { key: 'number', heading: 'partNumber', width: 82, align: 'left' },
  { key: 'name', heading: 'name', width: 223, align: 'left' },
  { key: 'quantity', heading: 'quantity', width: 45, align: 'right' },
  { key: 'unit', heading: 'unitPrice', width: 80, align: 'right' },
  { key: 'total', heading: 'lineTotal', width: 85, align: 'right' },
];

function drawTitleBlock({ doc, texts, format, input }: Layout): void {
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(18).fillColor('black').text(texts.title, MARGIN, doc.y, { width });
  doc.font(BOLD).fontSize(13).text(input.barName, { width });
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor(GREY)
    .text(fillText(texts.createdOn, { date: format.date(input.createdAt) }), { width });
  if (input.ownedUnitsSubtracted !== undefined) {
    doc.moveDown(0.4).font(BOLD).fontSize(12).fillColor('black').text(texts.toOrderHeading, { width });
    const owned = format.integer(input.ownedUnitsSubtracted);
    doc.font(FONT).fontSize(10).text(fillText(texts.toOrderNote, { owned }), { width });
  }
  doc.moveDown(0.8);
}

/** The bar's best picture across the page under the title, centred in its box. */
function drawBestPicture(layout: Layout, picture: PdfPicture): void {
  const { doc } = layout;
  const width = contentWidth(doc);
  const top = doc.y;
  const scale = Math.min(width / picture.width, BEST_PICTURE_HEIGHT / picture.height);
  const drawn = { width: picture.width * scale, height: picture.height * scale };
  doc.image(picture.bytes, MARGIN + (width - drawn.width) / 2, top, { width: drawn.width, height: drawn.height });
  doc.x = MARGIN;
  doc.y = top + drawn.height + 14;
}

function drawPictures(layout: Layout): void {
  const { doc, texts, input } = layout;
  const views = PICTURE_VIEWS.filter((view) => input.pictures[view]);
  const width = contentWidth(doc);
  // A PDF with the bar's picture needs no note that the views are missing.
  if (views.length === 0 && input.bestPicture) return;
  if (views.length === 0) {
    doc.font(FONT).fontSize(9).fillColor(GREY).text(texts.noPictures, MARGIN, doc.y, { width });
    doc.moveDown(0.8);
    return;
  }
  doc.font(BOLD).fontSize(11).fillColor('black').text(texts.pictures, MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  const gap = 10;
  const boxWidth = (width - gap * (PICTURE_VIEWS.length - 1)) / PICTURE_VIEWS.length;
  const top = doc.y;
  views.forEach((view, index) => {
    const left = MARGIN + index * (boxWidth + gap);
    const picture = input.pictures[view] as Buffer;
    doc.rect(left, top, boxWidth, PICTURE_HEIGHT).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.image(picture, left + 2, top + 2, {
      fit: [boxWidth - 4, PICTURE_HEIGHT - 4],
      align: 'center',
      valign: 'center',
    });
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(GREY)
      .text(texts[view], left, top + PICTURE_HEIGHT + 3, { width: boxWidth, align: 'center', lineBreak: false });
  });
  doc.x = MARGIN;
  doc.y = top + PICTURE_HEIGHT + 22;
}

/** The overall size and the module widths of each side that has modules, the figures of the editor's dimension lines. */
function drawDimensions(layout: Layout): void {
  const { doc, texts, format, input } = layout;
  const { dimensions } = input;
  if (!dimensions) return;
  const width = contentWidth(doc);
  const lines = [
    fillText(texts.overallSize, {
      width: format.integer(dimensions.width),
      depth: format.integer(dimensions.depth),
      height: format.integer(dimensions.height),
    }),
  ];
  const widths = (list: number[]) => list.map((value) => format.integer(value)).join(' + ');
  if (dimensions.front.length > 0) lines.push(fillText(texts.frontModuleWidths, { widths: widths(dimensions.front) }));
  if (dimensions.back.length > 0) lines.push(fillText(texts.backModuleWidths, { widths: widths(dimensions.back) }));
  ensureRoom(layout, 20 + lines.length * 14);
  doc.font(BOLD).fontSize(11).fillColor('black').text(texts.dimensions, MARGIN, doc.y, { width });
  doc.moveDown(0.2);
  doc.font(FONT).fontSize(9).fillColor('black');
  for (const line of lines) doc.text(line, MARGIN, doc.y, { width });
  doc.moveDown(0.8);
}

type Row = Record<Column['key'], string>;

function rowHeight(doc: Doc, row: Row, font: string): number {
  doc.font(font).fontSize(9);
  const heights = COLUMNS.map((column) =>
    doc.heightOfString(row[column.key], { width: column.width - 2 * CELL_PADDING }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

function drawRow(doc: Doc, row: Row, font: string, height: number): void {
  const top = doc.y;
  let left = MARGIN;
  doc.font(font).fontSize(9).fillColor('black');
  for (const column of COLUMNS) {
    doc.text(row[column.key], left + CELL_PADDING, top + CELL_PADDING, {
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
    });
    left += column.width;
  }
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + contentWidth(doc), top + height)
    .lineWidth(0.4)
    .strokeColor(RULE)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

/** The table header: each column's heading. */
function headerRow(texts: PartsListPdfTexts): Row {
  const row = {} as Row;
  for (const column of COLUMNS) row[column.key] = texts[column.heading];
  return row;
}

function drawTableHeader({ doc, texts }: Layout): void {
  const row = headerRow(texts);
  const height = rowHeight(doc, row, BOLD);
  doc.rect(MARGIN, doc.y, contentWidth(doc), height).fillColor('#eeeeee').fill();
  drawRow(doc, row, BOLD, height);
}

/** A titled table of lines; a page break repeats the table header. */
function drawLines(layout: Layout, title: string, lines: PartsListLine[]): void {
  const { doc, format, texts, input } = layout;
  const headerHeight = rowHeight(doc, headerRow(texts), BOLD);
  // The title stays with the table header and the first line.
  ensureRoom(layout, 20 + 2 * headerHeight);
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor('black')
    .text(title, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
  drawTableHeader(layout);
  for (const line of lines) {
    const row: Row = {
      number: line.part_number,
      name: input.unofferedPartIds?.has(line.part_id) ? `${line.name} (${texts.noLongerOffered})` : line.name,
      quantity: format.integer(line.quantity),
      unit: format.money(line.unit_price),
      total: format.money(line.total),
    };
    const height = rowHeight(doc, row, FONT);
    if (ensureRoom(layout, height)) drawTableHeader(layout);
    drawRow(doc, row, FONT, height);
  }
  doc.moveDown(0.8);
}

function drawTotals(layout: Layout): void {
  const { doc, texts, format, input } = layout;
  const list = input.partsList;
  const rows: [string, string, boolean][] = [
    [texts.netTotal, format.money(list.total_price), false],
    [fillText(texts.vat, { rate: list.vat_rate }), format.money(list.vat), false],
    [texts.grossTotal, format.money(list.gross_total), true],
    [texts.totalWeight, format.kilograms(list.total_weight), false],
  ];
  ensureRoom(layout, rows.length * 16 + 10);
  const valueWidth = 120;
  const labelWidth = 200;
  const valueLeft = MARGIN + contentWidth(doc) - valueWidth;
  const labelLeft = valueLeft - labelWidth;
  for (const [label, value, isStrong] of rows) {
    const top = doc.y;
    doc
      .font(isStrong ? BOLD : FONT)
      .fontSize(10)
      .fillColor('black');
    doc.text(label, labelLeft, top, { width: labelWidth - 10, align: 'right', lineBreak: false });
    doc.text(value, valueLeft, top, { width: valueWidth - CELL_PADDING, align: 'right', lineBreak: false });
    doc.x = MARGIN;
    doc.y = top + 16;
  }
  doc.moveDown(0.8);
}

function drawPackaging(layout: Layout): void {
  const { doc, texts, format, input } = layout;
  if (input.packaging.length === 0) return;
  const width = contentWidth(doc);
  ensureRoom(layout, 40 + input.packaging.length * 14);
  doc.font(BOLD).fontSize(11).fillColor('black').text(texts.packaging, MARGIN, doc.y, { width });
  doc.moveDown(0.2);
  for (const bag of input.packaging) {
    const top = doc.y;
    doc.font(FONT).fontSize(9).fillColor('black');
    doc.text(bag.part_number, MARGIN + CELL_PADDING, top, { width: 80, lineBreak: false });
    doc.text(bag.name, MARGIN + 82 + CELL_PADDING, top, { width: 300, lineBreak: false });
    doc.text(`${format.integer(bag.quantity)} ×`, MARGIN + 390, top, { width: 40, align: 'right', lineBreak: false });
    doc.x = MARGIN;
    doc.y = top + 14;
  }
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor(GREY)
    .text(texts.packagingNote, MARGIN, doc.y + 2, { width });
  doc.moveDown(0.8);
}

/** PDF points in a millimetre. */
const POINTS_PER_MM = 72 / 25.4;
/** A4 landscape in points. */
const A4_LANDSCAPE = { width: 841.89, height: 595.28 };

/** The room the plan page leaves the drawing, millimetres: inside the margins, under the header, over the footer. */
export const PLAN_PAGE_ROOM: SheetRoom = {
  paper: 'A4',
  width: (A4_LANDSCAPE.width - 2 * MARGIN) / POINTS_PER_MM,
  height: (A4_LANDSCAPE.height - 2 * MARGIN - HEADER_HEIGHT - FOOTER_HEIGHT) / POINTS_PER_MM,
};

/** The plan on a landscape page under the usual header, clear of the footer. */
function drawPlanPage(layout: Layout, sheet: PlanSheet): void {
  const { doc } = layout;
  startNewPage(layout, { size: 'A4', layout: 'landscape', margins: doc.page.margins });
  const top = doc.y;
  drawPlanSheet(doc, sheet.drawing, {
    left: MARGIN,
    top,
    width: contentWidth(doc),
    height: bottomLimit(doc) - top,
  });
}

/** The A4 parts-list document of a bar, in the reader's language. */
export async function buildPartsListPdf(input: PartsListPdfInput): Promise<Buffer> {
  const texts = PARTS_LIST_PDF_TEXTS[input.locale];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    info: { Title: `${texts.title} – ${input.barName}`, Creator: texts.product, CreationDate: input.createdAt },
    lang: input.locale,
  });
  const done = collect(doc);
  const layout: Layout = { doc, texts, format: pdfFormatter(input.locale), input };
  startNewPage(layout);
  drawTitleBlock(layout);
  if (input.bestPicture) drawBestPicture(layout, input.bestPicture);
  drawPictures(layout);
  drawDimensions(layout);
  const { list, singlePartsList } = input.partsList;
  if (list.length === 0 && singlePartsList.length === 0) {
    const empty = input.ownedUnitsSubtracted === undefined ? texts.emptyList : texts.nothingToOrder;
    doc.font(FONT).fontSize(10).fillColor('black').text(empty, MARGIN, doc.y);
    doc.moveDown(0.8);
  }
  if (list.length > 0) drawLines(layout, texts.barParts, list);
  if (singlePartsList.length > 0) drawLines(layout, texts.singleParts, singlePartsList);
  drawTotals(layout);
  drawPackaging(layout);
  if (input.plan) {
    const canvas = {
      doc,
      left: MARGIN,
      width: contentWidth(doc),
      ensureRoom: (height: number) => ensureRoom(layout, height),
    };
    drawPlan(canvas, input.plan, input.locale, layout.format);
  }
  if (input.planSheet) drawPlanPage(layout, input.planSheet);
  drawFooters(layout);
  doc.end();
  return done;
}
