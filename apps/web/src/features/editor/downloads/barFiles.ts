import { imageFileName } from '../saveImage/imageFileName.ts';

/** The files of a bar the file menu offers besides the PDF and the pictures, with their API paths. */
export const BAR_FILES = {
  glb: { path: 'model.glb', accept: 'model/gltf-binary', extension: 'glb' },
  csv: { path: 'parts.csv', accept: 'text/csv', extension: 'csv' },
} as const;
export type BarFile = keyof typeof BAR_FILES;

/** The name to save under when the server names none: the bar's name, as for the pictures. */
export function fallbackFileName(barName: string, file: BarFile): string {
  return `${imageFileName(barName, false).replace(/\.png$/, '')}.${BAR_FILES[file].extension}`;
}
