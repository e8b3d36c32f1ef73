import type { BarDto } from '@bar/contracts/bars';
import type { BarDocument } from '@bar/domain/document';
import type { BarModel } from './types.ts';

/** The editable document inside a bar response. */
export function documentOf(bar: BarDto): BarDocument {
  return {
    schemaVersion: bar.schemaVersion,
    front: bar.front,
    back: bar.back,
    additionalAccessories: bar.additionalAccessories,
    singleParts: bar.singleParts,
    settings: bar.settings,
    orbit_settings: bar.orbit_settings,
  };
}

export function modelOf(bar: BarDto): BarModel {
  return {
    id: bar.id,
    name: bar.name,
    version: bar.version,
    can_edit: bar.can_edit,
    parts: bar.parts,
    updated_at: bar.updated_at,
    ...(bar.preview_token ? { preview_token: bar.preview_token } : {}),
  };
}
