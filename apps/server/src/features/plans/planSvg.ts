import { type DrawnLine, type DrawnText, PEN } from './drawnSheet.ts';
import { PAPERS, type PlanSheet } from './planSheet.ts';

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function number(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function lineElement(line: DrawnLine, scale: number): string {
  const pen = PEN[line.style];
  const points = line.points.map(([x, y]) => `${number(x)},${number(y)}`).join(' ');
  const dash = pen.dash ? ` stroke-dasharray="${number(pen.dash[0] * scale)} ${number(pen.dash[1] * scale)}"` : '';
  const fill = line.fill ?? 'none';
  const element = line.isClosed ? 'polygon' : 'polyline';
  return `<${element} points="${points}" fill="${fill}" stroke="#000" stroke-width="${number(pen.width * scale)}"${dash}/>`;
}

const ANCHOR = { start: 'start', middle: 'middle', end: 'end' } as const;

function textElement(drawn: DrawnText): string {
  const [x, y] = drawn.at.map(number);
  const turn = drawn.rotation ? ` transform="rotate(${number(-drawn.rotation)} ${x} ${y})"` : '';
  const weight = drawn.isBold ? ' font-weight="bold"' : '';
  const figure = drawn.isFigure ? ' class="figure"' : '';
  return `<text x="${x}" y="${y}" font-size="${number(drawn.height)}" text-anchor="${ANCHOR[drawn.align]}"${weight}${turn}${figure}>${escapeXml(drawn.text)}</text>`;
}

/**
 * The plan as SVG, to scale: the sheet's size in millimetres and a view box in floor millimetres,
 * so printed at 100 % it measures 1:`scale`. One group per layer, named as the DXF's.
 */
export function planSvg({ paper, drawing }: PlanSheet): string {
  const { width, height } = PAPERS[paper];
  const { extent, scale } = drawing;
  const viewWidth = width * scale;
  const viewHeight = height * scale;
  const left = (extent.minX + extent.maxX) / 2 - viewWidth / 2;
  const top = (extent.minY + extent.maxY) / 2 - viewHeight / 2;
  const group = (layer: string, body: string[], attributes = '') =>
    `<g id="${layer}"${attributes}>\n${body.join('\n')}\n</g>`;
  const linesOf = (layer: string) =>
    drawing.lines.filter((line) => line.layer === layer).map((line) => lineElement(line, scale));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="${number(left)} ${number(top)} ${number(viewWidth)} ${number(viewHeight)}" stroke-linejoin="round">`,
    `<rect x="${number(left)}" y="${number(top)}" width="${number(viewWidth)}" height="${number(viewHeight)}" fill="#fff"/>`,
    group('MODULES', linesOf('MODULES')),
    group('DIMENSIONS', linesOf('DIMENSIONS')),
    group('TEXT', drawing.texts.map(textElement), ' font-family="Helvetica, Arial, sans-serif" fill="#000"'),
    '</svg>',
    '',
  ].join('\n');
}
