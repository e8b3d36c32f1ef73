import {
  assembliesResponseSchema,
  baseModulesResponseSchema,
  colorsResponseSchema,
  partsResponseSchema,
} from '@bar/contracts/catalogue';
import { type Catalogue, createCatalogue } from '@bar/domain/catalogue';
import { api, parseResponse } from '../../shared/api.ts';

/** The catalogue the editor computes with: base modules, parts, assemblies and colours, public and cacheable. */
export async function fetchCatalogue(): Promise<Catalogue> {
  const [baseModules, parts, assemblies, colors] = await Promise.all([
    api.get('/base-modules').then((r) => parseResponse(baseModulesResponseSchema, r.data, 'GET /base-modules')),
    api.get('/parts').then((r) => parseResponse(partsResponseSchema, r.data, 'GET /parts')),
    api.get('/assemblies').then((r) => parseResponse(assembliesResponseSchema, r.data, 'GET /assemblies')),
    api.get('/colors').then((r) => parseResponse(colorsResponseSchema, r.data, 'GET /colors')),
  ]);
  return createCatalogue({
    baseModules: baseModules.data,
    parts: parts.data,
    assemblies: assemblies.data,
    colors: colors.data,
  });
}
