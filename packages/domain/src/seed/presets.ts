import type { Catalogue } from '../catalogue.ts';
import { addBaseModule } from '../commands/baseModules.ts';
import { addBranding, addBrandSign } from '../commands/branding.ts';
import { addSpeedRack } from '../commands/edgeItems.ts';
import { setBackPanel } from '../commands/panelEdits.ts';
import { addBottleShelf, addInsert, setWorktop } from '../commands/rackEdits.ts';
import type { CommandResult, EditContext } from '../commands/types.ts';
import { type BarDocument, createEmptyBarDocument } from '../document.ts';
import type { Rotation } from '../edges.ts';
import { sequentialIds } from '../ids.ts';
import type { LocalizedText } from '../locale.ts';
import { PRESET_EQUIPMENT, PRESET_SHAPES, PRESET_SIZES, PRESET_TYPES } from '../presetFilters.ts';
import { text } from './text.ts';

export { PRESET_EQUIPMENT, PRESET_SHAPES, PRESET_SIZES, PRESET_TYPES };

export type PresetDefinition = {
  id: number;
  code: string;
  name: LocalizedText;
  type: (typeof PRESET_TYPES)[number];
  /** Filter group "base frame": the family of the bar's main base frames. */
  base_module: 'g-raxx' | 'g-flexx' | 'g-flexx-mini' | 'back-frame';
  equipment: (typeof PRESET_EQUIPMENT)[number];
  shape: (typeof PRESET_SHAPES)[number];
  size: (typeof PRESET_SIZES)[number];
  build: (builder: PresetBuilder) => void;
};

/** Builds a preset's document through the same commands a user runs, so presets obey every rule. */
export class PresetBuilder {
  doc: BarDocument = createEmptyBarDocument();
  readonly context: EditContext;

  constructor(catalogue: Catalogue, prefix: string) {
    this.context = { catalogue, newId: sequentialIds(prefix) };
  }

  private run(result: CommandResult): void {
    if (!result.ok) throw new Error(`preset step refused: ${result.reason} (${result.rule})`);
    this.doc = result.doc;
  }

  private moduleCode(code: string): number {
    for (const definition of this.context.catalogue.baseModules.values())
      if (definition.code === code) return definition.id;
    throw new Error(`preset needs base module ${code}`);
  }

  private partCode(code: string): number {
    for (const part of this.context.catalogue.parts.values()) if (part.code === code) return part.id;
    throw new Error(`preset needs part ${code}`);
  }

  private assemblyCode(code: string): number {
    for (const assembly of this.context.catalogue.assemblies.values()) if (assembly.code === code) return assembly.id;
    throw new Error(`preset needs assembly ${code}`);
  }

  /** Adds modules at the east end of a side; returns their ids. */
  row(side: 'front' | 'back', codes: string[], rotation: Rotation = 0): string[] {
    return codes.map((code) => this.add(side, code, rotation));
  }

  add(
    side: 'front' | 'back',
    code: string,
    rotation: Rotation = 0,
    attach?: { moduleId: string; edge: 'n' | 'e' | 's' | 'w' },
  ): string {
    this.run(
      addBaseModule(this.doc, this.context, {
        side,
        baseModuleId: this.moduleCode(code),
        rotation,
        ...(attach ? { attach } : {}),
      }),
    );
    const modules = side === 'front' ? this.doc.front.baseModules : this.doc.back.baseModules;
    return modules.at(-1)?.id ?? '';
  }

  /** A worktop on the top row of every rack of the module, and inserts under it. */
  equipRacks(side: 'front' | 'back', moduleId: string, inserts: [code: string, top: number][]): void {
    const modules = side === 'front' ? this.doc.front.baseModules : this.doc.back.baseModules;
    const module = modules.find((candidate) => candidate.id === moduleId);
    for (const rack of module?.racks ?? []) {
      this.run(
        setWorktop(this.doc, this.context, {
          side,
          moduleId,
          rackId: rack.id,
          assemblyId: this.assemblyCode('worktop-600'),
          row: 11,
        }),
      );
      for (const [code, top] of inserts) {
        this.run(
          addInsert(this.doc, this.context, {
            side,
            moduleId,
            rackId: rack.id,
            assemblyId: this.assemblyCode(code),
            top,
          }),
        );
      }
    }
  }

  bottleShelf(side: 'front' | 'back', moduleId: string, width: 600 | 1200): void {
    this.run(addBottleShelf(this.doc, this.context, { side, moduleId, width, offset: 0 }));
  }

  speedRack(moduleId: string): void {
    this.run(addSpeedRack(this.doc, this.context, { side: 'front', moduleId, edge: 's', offset: 0 }));
  }

  backPanels(moduleId: string, top: string, bottom: string): void {
    this.run(
      setBackPanel(this.doc, this.context, {
        side: 'back',
        moduleId,
        position: 'top',
        assemblyId: this.assemblyCode(top),
      }),
    );
    this.run(
      setBackPanel(this.doc, this.context, {
        side: 'back',
        moduleId,
        position: 'bottom',
        assemblyId: this.assemblyCode(bottom),
      }),
    );
  }

  frontBanner(moduleId: string, code: string): void {
    this.run(
      addBranding(this.doc, this.context, {
        side: 'front',
        moduleId,
        edge: 'n',
        partId: this.partCode(code),
        imageUrl: null,
        fillImage: false,
      }),
    );
  }

  brandSign(moduleId: string, code: string): void {
    this.run(addBrandSign(this.doc, this.context, { side: 'back', moduleId, partId: this.partCode(code) }));
  }
}

/** An L: a straight run, a corner at its east end, and a leg going south (customer side east). */
function lShape(
  builder: PresetBuilder,
  run: string[],
  leg: string[],
): { run: string[]; corner: string; leg: string[] } {
  const ids = builder.row('front', run);
  const corner = builder.add('front', 'corner-module');
  const legIds: string[] = [];
  let previous = corner;
  for (const code of leg) {
    previous = builder.add('front', code, 90, { moduleId: previous, edge: 's' });
    legIds.push(previous);
  }
  return { run: ids, corner, leg: legIds };
}

export const seedPresets: PresetDefinition[] = [
  {
    id: 1,
    code: 'compact-bar',
    type: 'bar',
    base_module: 'g-raxx',
    equipment: 'basic',
    shape: 'straight',
    size: 'S',
    name: text('Kompakte Bar', 'Compact bar', 'Bar compact', 'Bar compatto', 'Barra compacta', 'Bar compacto'),
    build: (b) => void b.row('front', ['g-raxx-600', 'g-raxx-600', 'g-raxx-600']),
  },
  {
    id: 2,
    code: 'cocktail-station',
    type: 'bar',
    base_module: 'g-raxx',
    equipment: 'equipped',
    shape: 'straight',
    size: 'M',
    name: text(
      'Cocktail-Station',
      'Cocktail station',
      'Station cocktail',
      'Postazione cocktail',
      'Estación de cócteles',
      'Estação de cocktails',
    ),
    build: (b) => {
      const [a, c, d] = b.row('front', ['g-raxx-1200', 'g-raxx-600', 'g-raxx-1200']);
      for (const id of [a, c, d])
        b.equipRacks('front', id ?? '', [
          ['insert-glass-rack', 9],
          ['insert-bin', 6],
        ]);
      b.bottleShelf('front', a ?? '', 1200);
      b.speedRack(c ?? '');
    },
  },
  {
    id: 3,
    code: 'event-counter',
    type: 'bar',
    base_module: 'g-flexx',
    equipment: 'basic',
    shape: 'straight',
    size: 'L',
    name: text(
      'Event-Theke',
      'Event counter',
      'Comptoir événementiel',
      'Bancone per eventi',
      'Mostrador para eventos',
      'Balcão para eventos',
    ),
    build: (b) => void b.row('front', ['g-flexx-1200', 'g-flexx-1200', 'g-flexx-600', 'g-flexx-1200']),
  },
  {
    id: 4,
    code: 'mini-bar',
    type: 'bar',
    base_module: 'g-flexx-mini',
    equipment: 'basic',
    shape: 'straight',
    size: 'S',
    name: text('Mini-Bar', 'Mini bar', 'Mini-bar', 'Mini bar', 'Minibar', 'Minibar'),
    build: (b) => void b.row('front', ['g-flexx-mini-600', 'g-flexx-mini-600']),
  },
  {
    id: 5,
    code: 'corner-bar',
    type: 'bar',
    base_module: 'g-raxx',
    equipment: 'equipped',
    shape: 'L',
    size: 'M',
    name: text('Eckbar', 'Corner bar', "Bar d'angle", 'Bar angolare', 'Barra de esquina', 'Bar de canto'),
    build: (b) => {
      const l = lShape(b, ['g-raxx-1200', 'g-raxx-600'], ['g-raxx-600', 'g-raxx-600']);
      b.equipRacks('front', l.run[0] ?? '', [
        ['insert-drawer', 9],
        ['insert-cooler', 6],
      ]);
    },
  },
  {
    id: 6,
    code: 'island-bar',
    type: 'bar',
    base_module: 'g-raxx',
    equipment: 'premium',
    shape: 'U',
    size: 'L',
    name: text('Inselbar', 'Island bar', 'Bar îlot', 'Bar a isola', 'Barra isla', 'Bar ilha'),
    build: (b) => {
      const westCorner = b.add('front', 'corner-module', 270);
      const run = b.row('front', ['g-raxx-1200', 'g-raxx-1200', 'g-raxx-600']);
      const eastCorner = b.add('front', 'corner-module');
      b.add('front', 'g-raxx-1200', 90, { moduleId: eastCorner, edge: 's' });
      b.add('front', 'g-raxx-1200', 270, { moduleId: westCorner, edge: 's' });
      for (const id of run)
        b.equipRacks('front', id, [
          ['insert-glass-rack', 9],
          ['insert-drawer', 6],
        ]);
      b.bottleShelf('front', run[0] ?? '', 1200);
      b.frontBanner(run[1] ?? '', 'front-banner-1200');
    },
  },
  {
    id: 7,
    code: 'back-bar',
    type: 'back',
    base_module: 'back-frame',
    equipment: 'equipped',
    shape: 'straight',
    size: 'M',
    name: text('Rückbuffet', 'Back bar', 'Arrière-bar', 'Retrobanco', 'Contrabarra', 'Balcão traseiro'),
    build: (b) => {
      const ids = b.row('back', ['back-frame-1200', 'back-frame-600', 'back-frame-1200']);
      for (const id of ids) b.backPanels(id, 'back-frame-bottle-shelf', 'back-frame-shelf');
      for (const id of ids)
        b.equipRacks('back', id, [
          ['insert-cooler', 6],
          ['insert-shelf', 9],
        ]);
    },
  },
  {
    id: 8,
    code: 'full-service-bar',
    type: 'bar_with_back',
    base_module: 'g-raxx',
    equipment: 'premium',
    shape: 'straight',
    size: 'L',
    name: text(
      'Full-Service-Bar mit Rückbuffet',
      'Full-service bar with back bar',
      'Bar complet avec arrière-bar',
      'Bar completo con retrobanco',
      'Barra completa con contrabarra',
      'Bar completo com balcão traseiro',
    ),
    build: (b) => {
      const front = b.row('front', ['g-raxx-1200', 'g-raxx-1200', 'g-raxx-1200', 'g-raxx-600']);
      for (const id of front)
        b.equipRacks('front', id, [
          ['insert-glass-rack', 9],
          ['insert-bin', 6],
        ]);
      b.bottleShelf('front', front[1] ?? '', 1200);
      b.frontBanner(front[0] ?? '', 'front-banner-1200');
      const back = b.row('back', ['back-frame-1200', 'back-frame-1200', 'back-frame-1200']);
      for (const id of back) b.backPanels(id, 'back-cover', 'back-frame-shelf');
      b.brandSign(back[1] ?? '', 'brand-sign-1200x600');
    },
  },
  {
    id: 9,
    code: 'corner-lounge',
    type: 'bar_with_back',
    base_module: 'g-flexx',
    equipment: 'basic',
    shape: 'L',
    size: 'L',
    name: text(
      'Eck-Lounge mit Rückbuffet',
      'Corner lounge with back bar',
      'Lounge d’angle avec arrière-bar',
      'Lounge angolare con retrobanco',
      'Lounge de esquina con contrabarra',
      'Lounge de canto com balcão traseiro',
    ),
    build: (b) => {
      lShape(b, ['g-flexx-1200', 'g-flexx-1200'], ['g-flexx-1200']);
      b.row('back', ['back-frame-1200', 'back-frame-1200']);
    },
  },
];

/** The document of a preset, built with deterministic ids. */
export function buildPresetDocument(preset: PresetDefinition, catalogue: Catalogue): BarDocument {
  const builder = new PresetBuilder(catalogue, `${preset.code}-`);
  preset.build(builder);
  return builder.doc;
}
