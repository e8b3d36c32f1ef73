import { assemble } from './assemble.ts';

/** pt.json and every area's pt.json (README.md). */
export const pt = assemble(import.meta.glob<object>(['./pt.json', './*/pt.json'], { eager: true, import: 'default' }));
