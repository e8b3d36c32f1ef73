/** it.json and every area's it.json by path, for assemble.ts (README.md). */
export const it = import.meta.glob<object>(['./it.json', './*/it.json'], { eager: true, import: 'default' });
