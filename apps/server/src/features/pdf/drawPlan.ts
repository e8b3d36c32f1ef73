import type { Locale } from '@bar/domain/locale';
import type { PlanLine } from '@bar/domain/transport';
import { fillText } from './partsListTexts.ts';
import type { PdfFormatter } from './pdfFormat.ts';
import type { PdfPlan } from './planEntries.ts';
import { PLAN_PDF_TEXTS } from './planTexts.ts';

type Doc = PDFKit.PDFDocument;

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const GREY = '#555555';
const WARNING = '#a33c00';

/** Where to draw and how to make room: the parts-list PDF's page handling. */
export type PlanCanvas = { doc: Doc; left: number; width: number; ensureRoom: (height: number) => void };

function linesText(lines: PlanLine[], plan: PdfPlan, format: PdfFormatter): string {
  return lines.map((line) => `${format.integer(line.count)} × ${plan.partNumbers.get(line.part_id) ?? '?'}`).join(', ');
}

/** T1 and E1 in the PDF: the bags with their contents, volume, weight, vehicles; watts and circuits. */
export function drawPlan(canvas: PlanCanvas, plan: PdfPlan, locale: Locale, format: PdfFormatter): void {
  const { doc, left, width, ensureRoom } = canvas;
  const texts = PLAN_PDF_TEXTS[locale];
  if (plan.bags.length > 0 || plan.loose.length > 0) {
    ensureRoom(60);
    doc.font(BOLD).fontSize(11).fillColor('black').text(texts.transport, left, doc.y, { width });
    doc.moveDown(0.2);
    for (const bag of plan.bags) {
      ensureRoom(30);
      doc.font(FONT).fontSize(9).fillColor('black');
      doc.text(`${format.integer(bag.count)} × ${bag.part_number} ${bag.name}`, left, doc.y, { width });
      doc.fontSize(8).fillColor(GREY);
      doc.text(fillText(texts.contents, { contents: linesText(bag.contents, plan, format) }), left + 12, doc.y, {
        width: width - 12,
      });
    }
    if (plan.loose.length > 0) {
      ensureRoom(30);
      doc.font(FONT).fontSize(9).fillColor('black').text(texts.loose, left, doc.y, { width });
      doc
        .fontSize(8)
        .fillColor(GREY)
        .text(linesText(plan.loose, plan, format), left + 12, doc.y, { width: width - 12 });
    }
    ensureRoom(30);
    doc.font(FONT).fontSize(9).fillColor('black');
    const totals = { volume: format.decimal(plan.volume_l), weight: format.kilograms(plan.weight_g) };
    doc.text(fillText(texts.totals, totals), left, doc.y + 4, { width });
    const vehicles = plan.vehicles.map((vehicle) => `${vehicle.name}: ${vehicle.fits ? texts.fits : texts.doesNotFit}`);
    doc.text(`${texts.vehicles}: ${vehicles.join(' · ')}`, left, doc.y, { width });
    doc.moveDown(0.8);
  }
  if (plan.power.watts > 0) {
    ensureRoom(50);
    doc.font(BOLD).fontSize(11).fillColor('black').text(texts.power, left, doc.y, { width });
    doc.moveDown(0.2);
    const { watts, amperes, circuits, sockets } = plan.power;
    const figures = { watts: format.decimal(watts), amperes: format.decimal(amperes), circuits, sockets };
    doc.font(FONT).fontSize(9).text(fillText(texts.powerFigures, figures), left, doc.y, { width });
    if (plan.power.over_one_circuit) doc.fillColor(WARNING).text(texts.powerWarning, left, doc.y, { width });
    doc.moveDown(0.8);
  }
}
