import { assemble } from './assemble.ts';

/** de.json and every area's de.json (README.md). */
export const de = assemble(import.meta.glob<object>(['./de.json', './*/de.json'], { eager: true, import: 'default' }));
