import type { PlanFormat } from '@bar/contracts/barExports';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import { barPlan } from '@bar/layout/plan/barPlan';
import { planDxf } from './planDxf.ts';
import { buildPlanPdf } from './planPdf.ts';
import { type PlanSheet, planPageSheet, planSheet, planSheets, type SheetRoom } from './planSheet.ts';
import { planSvg } from './planSvg.ts';
import { PLAN_TEXTS } from './planTexts.ts';

export type PlanFileInput = { doc: BarDocument; catalogue: Catalogue; barName: string; locale: Locale };

/**
 * The plan of a bar on the sheet and scale it fits; in `room`, the parts-list PDF's plan page (an
 * overview pointing to plan.pdf for a bar too long for 1:50). Null for a bar without modules.
 */
export function sheetOfBar(input: PlanFileInput, room?: SheetRoom): PlanSheet | null {
  const plan = barPlan(input.doc, input.catalogue);
  if (!plan) return null;
  const texts = PLAN_TEXTS[input.locale];
  if (room) return planPageSheet(plan, { texts, barName: input.barName, room });
  return planSheet(plan, { texts, barName: input.barName });
}

/** The sheets of plan.pdf: one, or an overview and 1:50 detail sheets for a long bar; null without modules. */
export function sheetsOfBar(input: PlanFileInput): PlanSheet[] | null {
  const plan = barPlan(input.doc, input.catalogue);
  if (!plan) return null;
  return planSheets(plan, { texts: PLAN_TEXTS[input.locale], barName: input.barName });
}

/** The plan file of a bar in one format; null for a bar without modules (nothing to draw). */
export async function makePlanFile(input: PlanFileInput, format: PlanFormat): Promise<Uint8Array | null> {
  if (format === 'pdf') return planPdfOfBar(input);
  const sheet = sheetOfBar(input);
  if (!sheet) return null;
  if (format === 'svg') return new TextEncoder().encode(planSvg(sheet));
  return new TextEncoder().encode(planDxf(sheet.drawing));
}

/** plan.pdf: every sheet of the bar's plan, titled with the first sheet's scale (the overview's for a set). */
async function planPdfOfBar(input: PlanFileInput): Promise<Uint8Array | null> {
  const sheets = sheetsOfBar(input);
  const first = sheets?.[0];
  if (!sheets || !first) return null;
  const title = PLAN_TEXTS[input.locale].title
    .replace('{{name}}', input.barName)
    .replace('{{scale}}', String(first.drawing.scale));
  return buildPlanPdf(sheets, { title, createdAt: new Date() });
}
