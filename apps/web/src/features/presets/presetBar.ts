import { type BarDto, presentTransport } from '@bar/contracts/bars';
import type { Catalogue } from '@bar/domain/catalogue';
import { computePartsList } from '@bar/domain/partsList';
import { currentLocale } from '../../i18n/index.ts';
import type { Preset } from './presetsApi.ts';

/**
 * A bar made of the preset in the browser only, for the editor store: no bar is created on the
 * server and nothing is saved. `id` is the store's name for it (never sent); `canEdit` false shows it
 * read-only (a template looked at on a phone), true lets the visitor change it (the dealer embed).
 */
export function barFromPreset(preset: Preset, catalogue: Catalogue, options: { id: string; canEdit: boolean }): BarDto {
  const now = new Date().toISOString();
  const { transport, power, ...parts } = computePartsList(preset.document, catalogue, currentLocale());
  return {
    ...preset.document,
    transport: presentTransport(transport),
    power,
    id: options.id,
    name: preset.name,
    version: 0,
    parts: { ...parts, packaging_recommendation: [...parts.packaging_recommendation] },
    packaging_recommendation: [...parts.packaging_recommendation],
    can_edit: options.canEdit,
    created_at: now,
    updated_at: now,
  };
}
