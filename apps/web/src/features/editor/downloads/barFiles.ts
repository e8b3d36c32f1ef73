import { imageFileName } from '../saveImage/imageFileName.ts';

/** The files of a bar the file menu offers besides the PDF and the pictures, with their API paths and menu labels. */
export const BAR_FILES = {
  glb: { path: 'model.glb', accept: 'model/gltf-binary', extension: 'glb', label: 'shell.fileMenu.downloadGlb' },
  csv: { path: 'parts.csv', accept: 'text/csv', extension: 'csv', label: 'shell.fileMenu.downloadCsv' },
  planSvg: { path: 'plan.svg', accept: 'image/svg+xml', extension: 'svg', label: 'shell.fileMenu.downloadPlanSvg' },
  planPdf: { path: 'plan.pdf', accept: 'application/pdf', extension: 'pdf', label: 'shell.fileMenu.downloadPlanPdf' },
  planDxf: { path: 'plan.dxf', accept: 'image/vnd.dxf', extension: 'dxf', label: 'shell.fileMenu.downloadPlanDxf' },
} as const;
export type BarFile = keyof typeof BAR_FILES;

/** The name to save under when the server names none: the bar's name, as for the pictures. */
export function fallbackFileName(barName: string, file: BarFile): string {
  return `${imageFileName(barName, false).replace(/\.png$/, '')}.${BAR_FILES[file].extension}`;
}
