/** de.json and every area's de.json by path, for assemble.ts (README.md). */
export const de = import.meta.glob<object>(['./de.json', './*/de.json'], { eager: true, import: 'default' });
