/** es.json and every area's es.json by path, for assemble.ts (README.md). */
export const es = import.meta.glob<object>(['./es.json', './*/es.json'], { eager: true, import: 'default' });
