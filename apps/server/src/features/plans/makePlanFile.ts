import type { PlanFormat } from '@bar/contracts/barExports';
import type { Catalogue } from '@bar/domain/catalogue';
import type { BarDocument } from '@bar/domain/document';
import type { Locale } from '@bar/domain/locale';
import { barPlan } from '@bar/layout/plan/barPlan';
import { planDxf } from './planDxf.ts';
import { buildPlanPdf } from './planPdf.ts';
import { type PlanSheet, planSheet, type SheetRoom } from './planSheet.ts';
import { planSvg } from './planSvg.ts';
import { PLAN_TEXTS } from './planTexts.ts';

export type PlanFileInput = { doc: BarDocument; catalogue: Catalogue; barName: string; locale: Locale };

/** The plan of a bar on the sheet and scale it fits; null for a bar without modules. */
export function sheetOfBar(input: PlanFileInput, room?: SheetRoom): PlanSheet | null {
  const plan = barPlan(input.doc, input.catalogue);
  if (!plan) return null;
  const texts = PLAN_TEXTS[input.locale];
  return planSheet(plan, { texts, barName: input.barName, ...(room ? { room } : {}) });
}

/** The plan file of a bar in one format; null for a bar without modules (nothing to draw). */
export async function makePlanFile(input: PlanFileInput, format: PlanFormat): Promise<Uint8Array | null> {
  const sheet = sheetOfBar(input);
  if (!sheet) return null;
  if (format === 'svg') return new TextEncoder().encode(planSvg(sheet));
  if (format === 'dxf') return new TextEncoder().encode(planDxf(sheet.drawing));
  const title = PLAN_TEXTS[input.locale].title
    .replace('{{name}}', input.barName)
    .replace('{{scale}}', String(sheet.drawing.scale));
  return buildPlanPdf(sheet, { title, createdAt: new Date() });
}
