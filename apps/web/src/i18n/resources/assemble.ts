import type { TranslationTree } from './en.ts';

const TEXT_FILE = /^\.\/(?:([^/]+)\/)?[a-z]{2}\.json$/;

/**
 * One language's text tree from its JSON files as `import.meta.glob` hands them over: `./de.json`
 * holds the keys outside any area, `./<area>/de.json` those under `<area>`. That every language has
 * the keys of English is checked by test/i18n.test.ts, not by the compiler.
 */
export function assemble(files: Record<string, object>): TranslationTree {
  const tree: Record<string, object> = {};
  for (const [path, texts] of Object.entries(files)) {
    const match = TEXT_FILE.exec(path);
    if (!match) throw new Error(`Not a text file: ${path}`);
    const area = match[1];
    if (area) tree[area] = texts;
    else Object.assign(tree, texts);
  }
  return tree as TranslationTree;
}
