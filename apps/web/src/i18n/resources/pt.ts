/** pt.json and every area's pt.json by path, for assemble.ts (README.md). */
export const pt = import.meta.glob<object>(['./pt.json', './*/pt.json'], { eager: true, import: 'default' });
