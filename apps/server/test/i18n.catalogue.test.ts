import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_MESSAGE_KEYS, msg, parseMessage } from '@bar/contracts/messages';
import { LOCALES } from '@bar/domain/locale';
import { describe, expect, it } from 'vitest';
import { renderMessage, SERVER_MESSAGES, translate } from '../src/i18n/catalogue.ts';
import { DOCUMENT_TEXTS } from '../src/i18n/documentTexts.ts';
import type { MessageTable } from '../src/i18n/messageTable.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Every .ts file under `dir` (relative to the repository), tests excluded. */
function sourceFiles(dir: string): string[] {
  const entries = readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Files that define texts: a key written there is not a use of it. */
function definesTexts(file: string): boolean {
  return (
    file.startsWith('apps/server/src/i18n/') ||
    /Messages\.ts$/.test(file) ||
    /Texts\.ts$/.test(file) ||
    file === 'packages/contracts/src/messages.ts'
  );
}

const SOURCES = ['apps/server/src', 'packages/contracts/src', 'packages/domain/src'].flatMap(sourceFiles);
const USING_SOURCE = SOURCES.filter((file) => !definesTexts(file))
  .map((file) => readFileSync(join(ROOT, file), 'utf8'))
  // messages.ts maps zod's issues to keys (a use), after the list of keys (the definition).
  .concat(readFileSync(join(ROOT, 'packages/contracts/src/messages.ts'), 'utf8').replace(/= \[[^\]]*\] as const/, ''))
  .join('\n');

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
/** Two or more words of running text, once the placeholders are gone: a sentence someone has to translate. */
const isSentence = (text: string) => (text.replace(/\{\{\w+\}\}/g, '').match(/\p{L}{2,}/gu) ?? []).length >= 2;

/** Texts that are the same in another language on purpose: [key, locale]. */
const SAME_AS_ENGLISH = new Set<string>([]);

function checkTable(table: MessageTable): string[] {
  const problems: string[] = [];
  for (const [key, texts] of Object.entries(table)) {
    const english = texts.en;
    for (const locale of LOCALES) {
      const text = texts[locale];
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${key}: no ${locale} text`);
        continue;
      }
      if (placeholders(text).join() !== placeholders(english).join()) {
        problems.push(`${key}: ${locale} has the placeholders ${placeholders(text)}, en ${placeholders(english)}`);
      }
      if (locale !== 'en' && text === english && isSentence(english) && !SAME_AS_ENGLISH.has(`${key} ${locale}`)) {
        problems.push(`${key}: ${locale} is the English text`);
      }
    }
  }
  return problems;
}

describe('the server message catalogue', () => {
  it('has every message in all six languages, with the same placeholders, translated', () => {
    expect(checkTable(SERVER_MESSAGES)).toEqual([]);
  });

  it('has the e-mail and PDF texts in all six languages too', () => {
    expect(Object.keys(DOCUMENT_TEXTS).length).toBeGreaterThan(50);
    expect(checkTable(DOCUMENT_TEXTS)).toEqual([]);
  });

  it('has no key that nothing in the server, the contracts or the domain uses', () => {
    const unused = Object.keys(SERVER_MESSAGES).filter((key) => {
      const bare = key.slice(key.indexOf('.') + 1);
      return !USING_SOURCE.includes(`'${key}'`) && !USING_SOURCE.includes(`'${bare}'`);
    });
    expect(unused).toEqual([]);
  });

  it('uses each e-mail and PDF text', () => {
    const unused = Object.keys(DOCUMENT_TEXTS).filter((key) => {
      const field = key.split('.')[2] ?? '';
      return !USING_SOURCE.includes(`.${field}`) && !USING_SOURCE.includes(`'${field}'`);
    });
    expect(unused).toEqual([]);
  });

  it('knows every key the contracts write (so no raw key reaches a user)', () => {
    expect(CONTRACT_MESSAGE_KEYS.filter((key) => !(key in SERVER_MESSAGES))).toEqual([]);
    const written = [...USING_SOURCE.matchAll(/msg\('([\w.]+)'/g)].map((match) => match[1] ?? '');
    expect(written.length).toBeGreaterThan(20);
    expect(written.filter((key) => !(key in SERVER_MESSAGES))).toEqual([]);
  });

  it('renders a key with values, translating a value that is a key itself', () => {
    const message = msg('validation.fieldMax', { field: 'field.postalCode', max: 255 });
    expect(parseMessage(message)).toEqual({
      key: 'validation.fieldMax',
      values: { field: 'field.postalCode', max: 255 },
    });
    expect(renderMessage(message, 'en')).toBe('The postal code must not be greater than 255 characters.');
    expect(renderMessage(message, 'de')).toBe('Das Feld Postleitzahl darf höchstens 255 Zeichen lang sein.');
    expect(renderMessage('A finished text.', 'de')).toBe('A finished text.');
    expect(renderMessage('no.such.key', 'de')).toBe('no.such.key');
    expect(translate('error.andMore', 'fr', { message: 'X', count: 3 })).toBe('X (et 3 autres erreurs)');
  });
});
