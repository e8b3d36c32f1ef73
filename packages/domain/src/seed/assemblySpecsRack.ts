import type { AssemblySpec, Names } from './assemblySpec.ts';

/** Panel names by the kind of mount; the name adds the height, and the width when wider than a module. */
const PANEL_NAMES = {
  front: ['Frontpaneel', 'Front panel', 'Panneau avant', 'Pannello frontale', 'Panel frontal', 'Painel frontal'],
  side: ['Seitenpaneel', 'Side panel', 'Panneau latéral', 'Pannello laterale', 'Panel lateral', 'Painel lateral'],
  door: ['Tür', 'Door', 'Porte', 'Anta', 'Puerta', 'Porta'],
} as const satisfies Record<string, Names>;

/** A front panel, side panel or door (one part), on the front or the back. */
function panel(
  id: number,
  code: string,
  partId: number,
  mount: keyof typeof PANEL_NAMES,
  size: AssemblySpec['size'],
): AssemblySpec {
  const [width, , height] = size;
  const label = width > 600 ? `${height} (${width})` : `${height}`;
  const names = PANEL_NAMES[mount].map((name) => `${name} ${label}`) as Names;
  return { id, code, type: 'front_panel', parts: [[partId, 1]], size, mount, side: 'both', names };
}

/** One height unit of a rack, in millimetres. */
const HEIGHT_UNIT = 58;

/** A rack insert: the rack's inner width and depth, as high as its height units, on either side. */
function insert(spec: Pick<AssemblySpec, 'id' | 'code' | 'parts' | 'names'> & { heightUnits: number }): AssemblySpec {
  const size: AssemblySpec['size'] = [560, 540, spec.heightUnits * HEIGHT_UNIT];
  return { ...spec, type: 'insert', size, side: 'both' };
}

/** Front panels and doors, rack inserts and worktops. */
export const panelAndRackSpecs: AssemblySpec[] = [
  // Front panels and doors (D1–D3). `mount` is the kind of panel mount they fit.
  panel(1, 'front-panel-860-600', 100, 'front', [600, 19, 860]),
  panel(2, 'front-panel-1040-600', 101, 'front', [600, 19, 1040]),
  panel(3, 'front-panel-860-1200', 102, 'front', [1200, 19, 860]),
  panel(4, 'front-panel-1040-1200', 103, 'front', [1200, 19, 1040]),
  panel(5, 'side-panel-860', 104, 'side', [600, 19, 860]),
  panel(6, 'side-panel-1040', 105, 'side', [600, 19, 1040]),
  panel(7, 'door-1080', 106, 'door', [600, 22, 1080]),
  panel(8, 'door-1100', 107, 'door', [600, 22, 1100]),
  // Rack inserts (R1): six kinds and more, with different height units.
  insert({
    id: 10,
    code: 'insert-shelf',
    parts: [[110, 1]],
    heightUnits: 1,
    names: ['Einlegeboden', 'Shelf insert', 'Tablette', 'Ripiano', 'Estante', 'Prateleira'],
  }),
  insert({
    id: 11,
    code: 'insert-drawer',
    parts: [[111, 1]],
    heightUnits: 2,
    names: ['Schublade', 'Drawer', 'Tiroir', 'Cassetto', 'Cajón', 'Gaveta'],
  }),
  insert({
    id: 12,
    code: 'insert-bottle-rack',
    parts: [[112, 1]],
    heightUnits: 2,
    names: ['Flaschenregal', 'Bottle rack', 'Casier à bouteilles', 'Portabottiglie', 'Botellero', 'Garrafeira'],
  }),
  insert({
    id: 13,
    code: 'insert-glass-rack',
    parts: [[113, 1]],
    heightUnits: 3,
    names: [
      'Gläserkorb-Einschub',
      'Glass rack insert',
      'Porte-casier à verres',
      'Portacestelli',
      'Soporte de cestas',
      'Suporte de cestos',
    ],
  }),
  insert({
    id: 14,
    code: 'insert-bin',
    parts: [[114, 1]],
    heightUnits: 4,
    names: ['Abfallbehälter', 'Waste bin', 'Poubelle', 'Contenitore rifiuti', 'Cubo de basura', 'Caixote do lixo'],
  }),
  insert({
    id: 15,
    code: 'insert-cooler',
    parts: [[115, 1]],
    heightUnits: 5,
    names: ['Kühlbox', 'Cool box', 'Glacière', 'Box frigo', 'Nevera', 'Caixa térmica'],
  }),
  insert({
    id: 16,
    code: 'insert-gn-holder',
    parts: [
      [116, 1],
      [170, 1],
    ],
    heightUnits: 2,
    names: [
      'GN-Halter mit Behälter',
      'GN holder with container',
      'Support GN avec bac',
      'Supporto GN con contenitore',
      'Soporte GN con cubeta',
      'Suporte GN com recipiente',
    ],
  }),
  // Worktops (R2): they need an allowed row and free height units below it.
  {
    id: 20,
    code: 'worktop-600',
    type: 'worktop',
    parts: [[120, 1]],
    size: [560, 540, 25],
    heightUnits: 1,
    allowedRows: [6, 9, 11],
    mount: 'rack',
    side: 'both',
    names: ['Arbeitsplatte', 'Worktop', 'Plan de travail', 'Piano di lavoro', 'Encimera de trabajo', 'Bancada'],
  },
  {
    id: 21,
    code: 'worktop-sink-600',
    type: 'worktop',
    parts: [[121, 1]],
    size: [560, 540, 116],
    heightUnits: 2,
    allowedRows: [9, 11],
    mount: 'rack',
    side: 'front',
    names: [
      'Arbeitsplatte mit Spüle',
      'Worktop with sink',
      'Plan avec évier',
      'Piano con lavello',
      'Encimera con fregadero',
      'Bancada com lava-loiça',
    ],
  },
];
