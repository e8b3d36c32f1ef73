import {
  assembliesResponseSchema,
  baseModulesResponseSchema,
  colorsResponseSchema,
  partsResponseSchema,
  vehicleClassesResponseSchema,
} from '@bar/contracts/catalogue';
import { type Catalogue, createCatalogue } from '@bar/domain/catalogue';
import { api, parseResponse } from '../../shared/api.ts';

/**
 * The react-query key of the catalogue below. Its query never goes stale by itself; a catalogue
 * form of the admin area invalidates it after a save, so an editor opened later in the same tab
 * computes with the new values.
 */
export const catalogueQueryKey = ['catalogue'] as const;

/** The catalogue the editor computes with: base modules, parts, assemblies, colours and vehicle classes, public and cacheable. */
export async function fetchCatalogue(): Promise<Catalogue> {
  const [baseModules, parts, assemblies, colors, vehicles] = await Promise.all([
    api.get('/base-modules').then((r) => parseResponse(baseModulesResponseSchema, r.data, 'GET /base-modules')),
    api.get('/parts').then((r) => parseResponse(partsResponseSchema, r.data, 'GET /parts')),
    // Those no longer offered too: a bar may hold them, and is priced and marked with them (menus offer active ones only).
    api
      .get('/assemblies', { params: { include_inactive: 'true' } })
      .then((r) => parseResponse(assembliesResponseSchema, r.data, 'GET /assemblies')),
    api.get('/colors').then((r) => parseResponse(colorsResponseSchema, r.data, 'GET /colors')),
    api
      .get('/vehicle-classes')
      .then((r) => parseResponse(vehicleClassesResponseSchema, r.data, 'GET /vehicle-classes')),
  ]);
  return createCatalogue({
    baseModules: baseModules.data,
    parts: parts.data,
    assemblies: assemblies.data,
    colors: colors.data,
    vehicles: vehicles.data,
  });
}
