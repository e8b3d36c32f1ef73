import type { Page } from '@playwright/test';

type PresetDocument = Record<
  'front' | 'back',
  { baseModules: { racks?: { inserts: { rack_insert_model_id: number }[] }[] }[] }
>;

/** A seeded preset holding an insert, and that insert's assembly id. */
export async function presetWithInsert(page: Page): Promise<{ presetId: number; assemblyId: number }> {
  const presets = (await (await page.request.get('/api/bar-presets')).json()) as { data: { id: number }[] };
  for (const { id } of presets.data) {
    const preset = (await (await page.request.get(`/api/bar-presets/${id}`)).json()) as {
      data: { document: PresetDocument };
    };
    const { front, back } = preset.data.document;
    const insert = [...front.baseModules, ...back.baseModules]
      .flatMap((module) => module.racks ?? [])
      .flatMap((rack) => rack.inserts)[0];
    if (insert) return { presetId: id, assemblyId: insert.rack_insert_model_id };
  }
  throw new Error('no seeded preset holds an insert');
}
