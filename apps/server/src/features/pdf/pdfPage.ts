import { fillText, type PartsListPdfTexts } from './partsListTexts.ts';
import type { PdfFormatter } from './pdfFormat.ts';

// The A4 page of the parts-list PDF: margins, fonts, the header on top of every page, page breaks
// and the footers.

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 40;
export const FOOTER_HEIGHT = 30;
/** From the top margin to where a page's content starts: the header line, its rule and a gap. */
export const HEADER_HEIGHT = 32;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const GREY = '#555555';
export const RULE = '#bbbbbb';

/** What every drawing step works with: the document, the reader's texts and number format, and the bar's name. */
export type PageLayout = { doc: Doc; texts: PartsListPdfTexts; format: PdfFormatter; input: { barName: string } };

export function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

export function bottomLimit(doc: Doc): number {
  return doc.page.height - MARGIN - FOOTER_HEIGHT;
}

/** The line on top of every page: product, document title and the configuration's name. */
function drawPageHeader({ doc, texts, input }: PageLayout): void {
  const width = contentWidth(doc);
  doc.font(BOLD).fontSize(15).fillColor('black').text(texts.product, MARGIN, MARGIN, { width, lineBreak: false });
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor(GREY)
    .text(`${texts.title} · ${input.barName}`, MARGIN, MARGIN + 4, { width, align: 'right', lineBreak: false });
  const ruleY = MARGIN + HEADER_HEIGHT - 10;
  doc
    .moveTo(MARGIN, ruleY)
    .lineTo(MARGIN + width, ruleY)
    .lineWidth(0.8)
    .strokeColor('black')
    .stroke();
  doc.x = MARGIN;
  doc.y = ruleY + 10;
}

/** A new page with the header; `options` for a page unlike the others (the plan's landscape sheet). */
export function startNewPage(layout: PageLayout, options?: PDFKit.PDFDocumentOptions): void {
  layout.doc.addPage(options);
  drawPageHeader(layout);
}

/** Starts a new page when `height` more points do not fit on this one; true when it did. */
export function ensureRoom(layout: PageLayout, height: number): boolean {
  if (layout.doc.y + height <= bottomLimit(layout.doc)) return false;
  startNewPage(layout);
  return true;
}

/** Page numbers and the price note at the foot of every page, once the page count is known. */
export function drawFooters({ doc, texts }: PageLayout): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const top = doc.page.height - MARGIN - 12;
    const width = contentWidth(doc);
    // Writing into the bottom margin would otherwise make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(8).fillColor(GREY);
    doc.text(texts.pricesNote, MARGIN, top, { width, lineBreak: false });
    doc.text(fillText(texts.page, { page: index + 1, pages: range.count }), MARGIN, top, {
      width,
      align: 'right',
      lineBreak: false,
    });
  }
}

export function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
