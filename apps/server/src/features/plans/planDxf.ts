import type { PlanPoint } from '@bar/layout/plan/barPlan';
import { type DrawnLine, type DrawnText, PEN, PLAN_LAYERS, type PlanDrawing } from './drawnSheet.ts';

// The plan as DXF R12 (AC1009) ASCII, the oldest version every CAD program still reads: model
// space in millimetres, x east and y north (the sheet's y turned over), one layer per kind.

type Pair = [code: number, value: string | number];

/** AutoCAD colour numbers: 7 (white on black, black on white) for modules and texts, 8 (grey) for dimensions. */
const LAYER_COLOUR: Record<(typeof PLAN_LAYERS)[number], number> = { MODULES: 7, DIMENSIONS: 8, TEXT: 7 };
const JUSTIFY = { start: 0, middle: 1, end: 2 } as const;

function coordinate(value: number): string {
  return (Math.round(value * 1000) / 1000).toFixed(3);
}

/** R12 files are code page 1252 at best: anything outside ASCII goes as AutoCAD's \U+XXXX escape. */
function dxfString(value: string): string {
  return [...value]
    .map((char) => {
      const code = char.codePointAt(0) ?? 63;
      return code >= 32 && code < 127 ? char : `\\U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    })
    .join('');
}

function point(code: number, [x, y]: PlanPoint): Pair[] {
  return [
    [code, coordinate(x)],
    [code + 10, coordinate(-y)],
    [code + 20, coordinate(0)],
  ];
}

function lineEntity(line: DrawnLine): Pair[] {
  const dashed: Pair[] = line.style === 'dashed' ? [[6, 'DASHED']] : [];
  if (line.points.length === 2 && !line.isClosed) {
    const [from, to] = line.points as [PlanPoint, PlanPoint];
    return [[0, 'LINE'], [8, line.layer], ...dashed, ...point(10, from), ...point(11, to)];
  }
  const pairs: Pair[] = [
    [0, 'POLYLINE'],
    [8, line.layer],
    ...dashed,
    [66, 1],
    ...point(10, [0, 0]),
    [70, line.isClosed ? 1 : 0],
  ];
  for (const vertex of line.points) pairs.push([0, 'VERTEX'], [8, line.layer], ...point(10, vertex));
  pairs.push([0, 'SEQEND'], [8, line.layer]);
  return pairs;
}

function textEntity(drawn: DrawnText): Pair[] {
  const pairs: Pair[] = [
    [0, 'TEXT'],
    [8, drawn.layer],
    ...point(10, drawn.at),
    [40, coordinate(drawn.height)],
    [1, dxfString(drawn.text)],
    [50, coordinate(drawn.rotation)],
    [7, 'STANDARD'],
  ];
  const justify = JUSTIFY[drawn.align];
  if (justify !== 0) pairs.push([72, justify], ...point(11, drawn.at));
  return pairs;
}

function tables(scale: number): Pair[] {
  const dash = PEN.dashed.dash ?? [2, 1];
  const layers = PLAN_LAYERS.flatMap((layer): Pair[] => [
    [0, 'LAYER'],
    [2, layer],
    [70, 0],
    [62, LAYER_COLOUR[layer]],
    [6, 'CONTINUOUS'],
  ]);
  return [
    [0, 'SECTION'],
    [2, 'TABLES'],
    [0, 'TABLE'],
    [2, 'LTYPE'],
    [70, 2],
    [0, 'LTYPE'],
    [2, 'CONTINUOUS'],
    [70, 0],
    [3, 'Solid line'],
    [72, 65],
    [73, 0],
    [40, coordinate(0)],
    [0, 'LTYPE'],
    [2, 'DASHED'],
    [70, 0],
    [3, '__ __ __'],
    [72, 65],
    [73, 2],
    [40, coordinate((dash[0] + dash[1]) * scale)],
    [49, coordinate(dash[0] * scale)],
    [49, coordinate(-dash[1] * scale)],
    [0, 'ENDTAB'],
    [0, 'TABLE'],
    [2, 'LAYER'],
    [70, PLAN_LAYERS.length],
    ...layers,
    [0, 'ENDTAB'],
    [0, 'TABLE'],
    [2, 'STYLE'],
    [70, 1],
    [0, 'STYLE'],
    [2, 'STANDARD'],
    [70, 0],
    [40, coordinate(0)],
    [41, coordinate(1)],
    [50, coordinate(0)],
    [71, 0],
    [42, coordinate(2.5)],
    [3, 'txt'],
    [4, ''],
    [0, 'ENDTAB'],
    [0, 'ENDSEC'],
  ];
}

/** The drawing as a DXF R12 file in millimetres (`$INSUNITS` 4), lines and texts at full size. */
export function planDxf(drawing: PlanDrawing): string {
  const { extent, scale } = drawing;
  const pairs: Pair[] = [
    [0, 'SECTION'],
    [2, 'HEADER'],
    [9, '$ACADVER'],
    [1, 'AC1009'],
    [9, '$INSUNITS'],
    [70, 4],
    [9, '$MEASUREMENT'],
    [70, 1],
    [9, '$EXTMIN'],
    ...point(10, [extent.minX, extent.maxY]),
    [9, '$EXTMAX'],
    ...point(10, [extent.maxX, extent.minY]),
    [0, 'ENDSEC'],
    ...tables(scale),
    [0, 'SECTION'],
    [2, 'ENTITIES'],
    ...drawing.lines.flatMap(lineEntity),
    ...drawing.texts.flatMap(textEntity),
    [0, 'ENDSEC'],
    [0, 'EOF'],
  ];
  return `${pairs.map(([code, value]) => `${String(code).padStart(3)}\n${value}`).join('\n')}\n`;
}
