import { contentUpdateSchema } from '@bar/contracts/adminContent';
import { defaultSectionValue, type StoredContentSection, storedContentSectionSchema } from '@bar/contracts/content';
import { describe, expect, test, vi } from 'vitest';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const list = await import('../src/features/admin/content/sectionList.ts');
const drag = await import('../src/features/admin/content/sectionDrag.ts');
const { companyUrlOfField, contentUpdateOf } = await import('../src/features/admin/content/contentBuilderApi.ts');
const { textIn, withText } = await import('../src/features/admin/content/localizedText.ts');
const { itemListLabelKeys, replaceItemAt, removeItemAt } = await import('../src/features/admin/content/itemList.ts');

const text = (id: string, title: string): StoredContentSection => ({
  id: id.repeat(40),
  type: 'text',
  value: { title: { en: title }, body: { en: '' } },
});
const a = text('a', 'A');
const b = text('b', 'B');
const c = text('c', 'C');
const ids = (sections: StoredContentSection[]) => sections.map((section) => section.value.title.en);

describe('content builder list', () => {
  test('a section cloned from the palette has a fresh 40-hex id and its type’s default value', () => {
    for (const type of list.CONTENT_SECTION_TYPES) {
      const section = list.newSection(type);
      expect(section.id).toMatch(/^[0-9a-f]{40}$/);
      expect(section.type).toBe(type);
      expect(section.value).toEqual(defaultSectionValue(type));
      expect(storedContentSectionSchema.safeParse(section).success).toBe(true);
    }
    expect(list.newSection('faq').id).not.toBe(list.newSection('faq').id);
  });

  test('editing one new section’s value leaves the next default untouched', () => {
    const first = list.newSection('faq');
    if (first.type !== 'faq') throw new Error('expected faq');
    first.value.items.push({ question: { en: 'Q' }, answer: { en: 'A' } });
    const second = list.newSection('faq');
    expect(second.value).toEqual(defaultSectionValue('faq'));
  });

  test('insert before a position, at the end by default', () => {
    expect(ids(list.insertSection([a, b], c, 1))).toEqual(['A', 'C', 'B']);
    expect(ids(list.insertSection([a, b], c))).toEqual(['A', 'B', 'C']);
    expect(ids(list.insertSection([a, b], c, 0))).toEqual(['C', 'A', 'B']);
  });

  test('move puts the dragged section where the one it was dropped on was', () => {
    expect(ids(list.moveSection([a, b, c], a.id, c.id))).toEqual(['B', 'C', 'A']);
    expect(ids(list.moveSection([a, b, c], c.id, a.id))).toEqual(['C', 'A', 'B']);
    expect(ids(list.moveSection([a, b, c], a.id, 'unknown'))).toEqual(['A', 'B', 'C']);
  });

  test('remove deletes only that section', () => {
    expect(ids(list.removeSection([a, b, c], b.id))).toEqual(['A', 'C']);
  });

  test('unsaved changes: order, a value, an added or removed section; not an identical list', () => {
    const saved = [a, b];
    expect(list.hasUnsavedChanges([a, b], saved)).toBe(false);
    expect(list.hasUnsavedChanges([b, a], saved)).toBe(true);
    expect(list.hasUnsavedChanges([a], saved)).toBe(true);
    expect(list.hasUnsavedChanges([a, b, c], saved)).toBe(true);
    expect(
      list.hasUnsavedChanges([a, list.replaceSection([b], text('b', 'B2'))[0] as StoredContentSection], saved),
    ).toBe(true);
  });
});

describe('palette drops', () => {
  test('palette drag ids name their type and never look like a section id', () => {
    expect(drag.paletteTypeOf(drag.paletteDragId('video'))).toBe('video');
    expect(drag.paletteTypeOf(a.id)).toBeNull();
    expect(drag.paletteTypeOf('palette:nonsense')).toBeNull();
  });

  test('dropped on a card it goes before it; on the end zone at the end; elsewhere nowhere', () => {
    const sectionIds = [a.id, b.id];
    expect(drag.paletteDropIndex(sectionIds, b.id)).toBe(1);
    expect(drag.paletteDropIndex(sectionIds, drag.LIST_END_ID)).toBe(2);
    expect(drag.paletteDropIndex(sectionIds, null)).toBeNull();
    expect(drag.paletteDropIndex(sectionIds, 'somewhere')).toBeNull();
  });

  test('cards glide in 200 ms', () => {
    expect(drag.SORT_TRANSITION.duration).toBe(200);
  });
});

describe('PUT /api/content body', () => {
  test('keeps loaded ids, sends new sections without one, in the list order, and passes the contract', () => {
    const fresh = list.newSection('downloads');
    const body = contentUpdateOf([fresh, b, a], new Set([fresh.id]));
    expect(body.sections.map((section) => section.id)).toEqual([undefined, b.id, a.id]);
    expect(body.sections[0]).toEqual({ type: 'downloads', value: defaultSectionValue('downloads') });
    expect(contentUpdateSchema.safeParse(body).success).toBe(true);
  });

  test('carries the company website when given (an empty field: null, the default) and leaves it out otherwise', () => {
    expect(contentUpdateOf([a], new Set())).not.toHaveProperty('company_url');
    const companyUrl = companyUrlOfField('  https://bars.example.com/ ');
    expect(contentUpdateOf([a], new Set(), { companyUrl })).toMatchObject({
      company_url: 'https://bars.example.com/',
    });
    const reset = contentUpdateOf([a], new Set(), { companyUrl: companyUrlOfField('   '), defaultLocale: 'de' });
    expect(reset.company_url).toBeNull();
    expect(reset.default_locale).toBe('de');
    expect(contentUpdateSchema.safeParse(reset).success).toBe(true);
    const unsafe = contentUpdateSchema.safeParse(
      contentUpdateOf([a], new Set(), { companyUrl: 'javascript:alert(1)' }),
    );
    expect(unsafe.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['company_url']);
  });
});

describe('section texts per language', () => {
  test('an empty language shows the default language; clearing it removes the translation', () => {
    const title = { en: 'Hello', de: 'Hallo' };
    expect(textIn(title, 'fr')).toBe('Hello');
    expect(textIn(title, 'fr', 'de')).toBe('Hallo');
    expect(textIn(title, 'de')).toBe('Hallo');
    expect(withText(title, 'de', '')).toEqual({ en: 'Hello' });
    expect(withText(title, 'fr', 'Bonjour')).toEqual({ en: 'Hello', de: 'Hallo', fr: 'Bonjour' });
    expect(withText(title, 'en', '')).toEqual({ de: 'Hallo' });
  });
});

describe('a section’s items, known by their place', () => {
  const question = (en: string) => ({ question: { en }, answer: { en: '' } });
  const same = question('Same');
  const other = question('Other');

  test('replace changes only the item at that place, even among equal items, in a new list', () => {
    const items = [same, same, other];
    const changed = replaceItemAt(items, 1, question('Changed'));
    expect(changed).toEqual([same, question('Changed'), other]);
    expect(changed[0]).toBe(same);
    expect(items).toEqual([same, same, other]);
    expect(changed).not.toBe(items);
  });

  test('remove takes out the item at that place only, not every equal one', () => {
    const items = [same, other, same];
    expect(removeItemAt(items, 2)).toEqual([same, other]);
    expect(removeItemAt(items, 0)).toEqual([other, same]);
    expect(items).toHaveLength(3);
  });

  test('a place outside the list changes nothing', () => {
    const items = [same, other];
    expect(replaceItemAt(items, 2, question('Changed'))).toEqual(items);
    expect(removeItemAt(items, -1)).toEqual(items);
    expect(removeItemAt([], 0)).toEqual([]);
  });
});

describe('item list texts', () => {
  test('the keys of a list are named after its noun', () => {
    expect(itemListLabelKeys('Question')).toEqual({
      empty: 'adminCatalogue.content.fields.noQuestions',
      item: 'adminCatalogue.content.fields.questionNumber',
      remove: 'adminCatalogue.content.fields.removeQuestion',
      add: 'adminCatalogue.content.fields.addQuestion',
    });
    expect(itemListLabelKeys('Download').item).toBe('adminCatalogue.content.fields.downloadNumber');
  });
});
