import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const resources = new URL('../../apps/web/src/i18n/resources/', import.meta.url).pathname;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, into: Map<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, path, into);
  }
}

/** Every interface text of one language, by key: `<area>.<key>` for the area folders. */
function texts(language: string): Map<string, string> {
  const all = new Map<string, string>();
  flatten(JSON.parse(readFileSync(join(resources, `${language}.json`), 'utf8')) as Tree, '', all);
  for (const area of readdirSync(resources)) {
    const folder = join(resources, area);
    if (!statSync(folder).isDirectory()) continue;
    flatten(JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')) as Tree, area, all);
  }
  return all;
}

/**
 * The English interface texts a German page must not show: those of three words or more, without
 * placeholders, whose German text differs. Short words ("OK", "Logo") and names are left out, as
 * German may use them too.
 */
export function englishOnlyTexts(other = 'de'): string[] {
  const english = texts('en');
  const translated = texts(other);
  const found: string[] = [];
  for (const [key, text] of english) {
    if (text.includes('{{') || text.includes('<')) continue;
    if (text.trim().split(/\s+/).length < 3) continue;
    if (translated.get(key) === text) continue;
    found.push(text.replace(/\s+/g, ' ').trim());
  }
  return found;
}

/** The English texts (as `englishOnlyTexts`) the page shows anywhere in its body. */
export async function englishOnPage(page: Page, english: readonly string[]): Promise<string[]> {
  const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  return english.filter((text) => shown.includes(text));
}
