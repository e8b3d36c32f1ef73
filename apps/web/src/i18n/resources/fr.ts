/** fr.json and every area's fr.json by path, for assemble.ts (README.md). */
export const fr = import.meta.glob<object>(['./fr.json', './*/fr.json'], { eager: true, import: 'default' });
