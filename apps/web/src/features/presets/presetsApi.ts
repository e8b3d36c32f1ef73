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

/** The preset's id from a page address, or undefined when it is no positive whole number. */
export function parsePresetId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  return Number(raw);
}

/** `/bar-presets/{preset}`: creates a bar from the preset and opens it in the editor. */
export function presetPath(id: number): string {
  return `/bar-presets/${encodeURIComponent(String(id))}`;
}

/** Where a bar created from a preset opens: the front side when it has front modules, else the back. */
export function presetEditorPath(barId: string, hasFrontModules: boolean): string {
  const side = hasFrontModules ? 'front' : 'back';
  const mode = hasFrontModules ? 'racks' : 'shape';
  return `/bars/${encodeURIComponent(barId)}/edit/side/${side}?mode=${mode}&view=3d`;
}

/** `/bar-presets/{preset}/view`: the preset to look at, read-only; nothing is created. */
export function presetPreviewPath(id: number): string {
  return `${presetPath(id)}/view`;
}
