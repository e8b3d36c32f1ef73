import { assemble } from './assemble.ts';

/** es.json and every area's es.json (README.md). */
export const es = assemble(import.meta.glob<object>(['./es.json', './*/es.json'], { eager: true, import: 'default' }));
