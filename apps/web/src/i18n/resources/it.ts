import { assemble } from './assemble.ts';

/** it.json and every area's it.json (README.md). */
export const it = assemble(import.meta.glob<object>(['./it.json', './*/it.json'], { eager: true, import: 'default' }));
