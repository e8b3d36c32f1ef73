import type { Assembly } from '../catalogue.ts';
import { mm } from '../units.ts';
import type { AssemblySpec } from './assemblySpec.ts';
import { otherSpecs } from './assemblySpecsOther.ts';
import { panelAndRackSpecs } from './assemblySpecsRack.ts';

function assembly(spec: AssemblySpec, order: number): Assembly {
  const [de, en, fr, it, es, pt] = spec.names;
  const translation = (name: string) => ({ name, description: name });
  return {
    id: spec.id,
    code: spec.code,
    type: spec.type,
    order_column: order,
    parts: spec.parts.map(([part_id, quantity]) => ({ part_id, quantity })),
    is_active: true,
    thumbnail: null,
    width: mm(spec.size[0]),
    depth: mm(spec.size[1]),
    height: mm(spec.size[2]),
    height_units: spec.heightUnits ?? 0,
    mount: spec.mount ?? null,
    allowed_rows: spec.allowedRows ?? [],
    side: spec.side ?? 'front',
    translations: {
      de: translation(de),
      en: translation(en),
      fr: translation(fr),
      it: translation(it),
      es: translation(es),
      pt: translation(pt),
    },
  };
}

/** Seed assemblies; ids 40 and 41 are the back-frame shelf and bottle shelf the colour rule K2 names. */
export const seedAssemblies: Assembly[] = [...panelAndRackSpecs, ...otherSpecs].map((spec, index) =>
  assembly(spec, index + 1),
);
