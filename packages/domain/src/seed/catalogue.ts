import type { Part } from '../catalogue.ts';
import { type Catalogue, createCatalogue } from '../catalogue.ts';
import { seedAssemblies } from './assemblies.ts';
import { seedBaseModules } from './baseModules.ts';
import { seedColors } from './colors.ts';
import { seedParts } from './parts.ts';
import { seedVehicles } from './transport.ts';

/**
 * The seed catalogue (parts, base modules, assemblies, colours) as the engine reads it: the one
 * builder for tests and benchmarks. `keepPart` leaves parts out, e.g. a catalogue without bar tops.
 */
export function seedCatalogue(options: { keepPart?: (part: Part) => boolean } = {}): Catalogue {
  const { keepPart } = options;
  return createCatalogue({
    parts: keepPart ? seedParts.filter(keepPart) : seedParts,
    baseModules: seedBaseModules,
    assemblies: seedAssemblies,
    colors: seedColors,
    vehicles: seedVehicles,
  });
}
