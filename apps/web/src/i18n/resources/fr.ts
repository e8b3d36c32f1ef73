import { assemble } from './assemble.ts';

/** fr.json and every area's fr.json (README.md). */
export const fr = assemble(import.meta.glob<object>(['./fr.json', './*/fr.json'], { eager: true, import: 'default' }));
