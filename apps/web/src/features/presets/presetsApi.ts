import {
  type PresetSummary,
  type PresetsQuery,
  presetResponseSchema,
  presetsResponseSchema,
} from '@bar/contracts/presets';
import type { z } from 'zod';
import { api, parseResponse } from '../../shared/api.ts';

export type Preset = z.output<typeof presetResponseSchema>['data'];

/** Active presets matching the filters; names arrive in the interface language (X-Locale). */
export async function fetchPresets(filters: PresetsQuery): Promise<PresetSummary[]> {
  const response = await api.get('/bar-presets', { params: filters });
  return parseResponse(presetsResponseSchema, response.data, 'GET /bar-presets').data;
}

export async function fetchPreset(id: number): Promise<Preset> {
  const response = await api.get(`/bar-presets/${encodeURIComponent(String(id))}`);
  return parseResponse(presetResponseSchema, response.data, 'GET /bar-presets/{id}').data;
}

export function presetPath(id: number): string {
  return `/bar-presets/${encodeURIComponent(String(id))}`;
}

/** Where a bar created from a preset opens: the front side when it has front modules, else the back. */
export function presetEditorPath(barId: string, hasFrontModules: boolean): string {
  const side = hasFrontModules ? 'front' : 'back';
  const mode = hasFrontModules ? 'racks' : 'shape';
  return `/bars/${encodeURIComponent(barId)}/edit/side/${side}?mode=${mode}&view=3d`;
}
