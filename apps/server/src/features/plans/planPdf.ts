import type { PlanPoint } from '@bar/layout/plan/barPlan';
import PDFDocument from 'pdfkit';
import { collect } from '../pdf/pdfPage.ts';
import { type DrawnLine, type DrawnText, PEN, type PlanDrawing } from './drawnSheet.ts';
import { PAPERS, type PlanSheet, SHEET_MARGIN } from './planSheet.ts';

type Doc = PDFKit.PDFDocument;

/** PDF points in a millimetre. */
const POINTS = 72 / 25.4;

/** Where on the page the drawing goes, in points. */
export type PageArea = { left: number; top: number; width: number; height: number };

type Transform = { scale: number; toPage: (point: PlanPoint) => [number, number] };

/** Floor millimetres to page points at 1:`scale`, the drawing's extent centred in `area`. */
function transformFor(drawing: PlanDrawing, area: PageArea): Transform {
  const { extent, scale } = drawing;
  const factor = POINTS / scale;
  const centreX = area.left + area.width / 2;
  const centreY = area.top + area.height / 2;
  const middleX = (extent.minX + extent.maxX) / 2;
  const middleY = (extent.minY + extent.maxY) / 2;
  return {
    scale: factor,
    toPage: ([x, y]) => [centreX + (x - middleX) * factor, centreY + (y - middleY) * factor],
  };
}

function drawLine(doc: Doc, line: DrawnLine, transform: Transform): void {
  const pen = PEN[line.style];
  const [first, ...rest] = line.points.map(transform.toPage);
  if (!first) return;
  doc.moveTo(...first);
  for (const point of rest) doc.lineTo(...point);
  if (line.isClosed) doc.closePath();
  doc.lineWidth(pen.width * POINTS).strokeColor('black');
  if (pen.dash) doc.dash(pen.dash[0] * POINTS, { space: pen.dash[1] * POINTS });
  if (line.fill) doc.fillColor(line.fill).fillAndStroke();
  else doc.stroke();
  if (pen.dash) doc.undash();
}

function drawText(doc: Doc, drawn: DrawnText, transform: Transform): void {
  const [x, y] = transform.toPage(drawn.at);
  doc
    .font(drawn.isBold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(drawn.height * transform.scale)
    .fillColor('black');
  const width = doc.widthOfString(drawn.text);
  const shift = drawn.align === 'start' ? 0 : drawn.align === 'middle' ? width / 2 : width;
  doc.save();
  if (drawn.rotation) doc.rotate(-drawn.rotation, { origin: [x, y] });
  doc.text(drawn.text, x - shift, y, { lineBreak: false, baseline: 'alphabetic' });
  doc.restore();
}

/** The plan drawn to scale, centred in `area` of the current page. */
export function drawPlanSheet(doc: Doc, drawing: PlanDrawing, area: PageArea): void {
  const transform = transformFor(drawing, area);
  for (const line of drawing.lines) drawLine(doc, line, transform);
  for (const drawn of drawing.texts) drawText(doc, drawn, transform);
}

/** One sheet's drawing inside the margins of the current page, a landscape page of its paper. */
function drawWholeSheet(doc: Doc, sheet: PlanSheet): void {
  const paper = PAPERS[sheet.paper];
  const margin = SHEET_MARGIN * POINTS;
  drawPlanSheet(doc, sheet.drawing, {
    left: margin,
    top: margin,
    width: paper.width * POINTS - 2 * margin,
    height: paper.height * POINTS - 2 * margin,
  });
}

/**
 * The plan alone, one landscape page per sheet, each of its own paper size (a long bar's overview
 * may be A4 or A3, its detail sheets are A3).
 */
export function buildPlanPdf(sheets: PlanSheet[], info: { title: string; createdAt: Date }): Promise<Buffer> {
  const [first, ...rest] = sheets;
  const doc = new PDFDocument({
    size: first?.paper ?? 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: info.title, CreationDate: info.createdAt },
  });
  const done = collect(doc);
  if (first) drawWholeSheet(doc, first);
  for (const sheet of rest) {
    doc.addPage({ size: sheet.paper, layout: 'landscape', margin: 0 });
    drawWholeSheet(doc, sheet);
  }
  doc.end();
  return done;
}
