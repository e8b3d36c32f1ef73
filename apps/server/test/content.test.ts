import {
  CONTENT_PLACEHOLDER_TITLES,
  CONTENT_SECTION_TYPES,
  type ContentSection,
  contentResponseSchema,
  defaultSectionValue,
  storedContentSectionSchema,
} from '@bar/contracts/content';
import { LOCALES } from '@bar/domain/locale';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentSections } from '../src/db/schemaContent.ts';
import { seedDatabase, seedHomeContent } from '../src/db/seed.ts';
import { seedContentSections } from '../src/db/seedContent/sections.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

function sectionOf<T extends ContentSection['type']>(sections: ContentSection[], type: T) {
  const section = sections.find((candidate) => candidate.type === type);
  if (!section) throw new Error(`no ${type} section`);
  return section as Extract<ContentSection, { type: T }>;
}

/** Every text a reader sees in a resolved section. */
function textsOf(section: ContentSection): string[] {
  switch (section.type) {
    case 'text':
      return [section.value.title, section.value.body];
    case 'faq':
      return [section.value.title, ...section.value.items.flatMap((item) => [item.question, item.answer])];
    case 'video':
      return [section.value.title, section.value.description];
    case 'downloads':
      return [section.value.title, ...section.value.items.flatMap((item) => [item.title, item.description])];
  }
}

describe.each(databaseKinds)('home screen content (%s)', (kind) => {
  const server = useTestApp(kind);

  async function content(headers: Record<string, string> = {}): Promise<ContentSection[]> {
    const response = await server.app.inject({ method: 'GET', url: '/api/content', headers });
    expect(response.statusCode).toBe(200);
    return contentResponseSchema.parse(response.json()).data;
  }

  it('serves the seeded sections in position order with 40-hex ids', async () => {
    const sections = await content({ 'x-locale': 'en' });
    expect(sections.map((section) => section.type)).toEqual(['text', 'video', 'faq', 'downloads']);
    expect(sections.map((section) => section.id)).toEqual(seedContentSections.map((section) => section.id));
    for (const section of sections) expect(section.id).toMatch(/^[0-9a-f]{40}$/);
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
  });

  it('answers in German with X-Locale: de and in English with en', async () => {
    const german = await content({ 'x-locale': 'de' });
    const english = await content({ 'x-locale': 'en' });
    expect(sectionOf(german, 'text').value.title).toBe('Planen Sie Ihre mobile Bar in 3D');
    expect(sectionOf(english, 'text').value.title).toBe('Plan your mobile bar in 3D');
    expect(sectionOf(german, 'faq').value.items[0]?.question).toBe('Wie fange ich an?');
    expect(sectionOf(english, 'faq').value.items[0]?.question).toBe('How do I start?');
    expect(sectionOf(german, 'faq').value.items[2]?.answer).toContain('19 % MwSt.');
  });

  it('has every text translated and non-empty in all six languages', async () => {
    const english = (await content({ 'x-locale': 'en' })).flatMap(textsOf);
    for (const locale of LOCALES) {
      const texts = (await content({ 'x-locale': locale })).flatMap(textsOf);
      expect(texts).toHaveLength(english.length);
      for (const text of texts) expect(text.trim()).not.toBe('');
      if (locale !== 'en') {
        const translated = texts.filter((text, index) => text !== english[index]);
        // Only words that are the same in both languages (e.g. "Downloads", "Video") may stay English.
        expect(translated.length).toBeGreaterThanOrEqual(texts.length - 1);
      }
    }
  });

  it('seeds an FAQ of six to eight questions, a bundled video and downloads that exist', async () => {
    const sections = await content({ 'x-locale': 'it' });
    const faq = sectionOf(sections, 'faq').value;
    expect(faq.items.length).toBeGreaterThanOrEqual(6);
    expect(faq.items.length).toBeLessThanOrEqual(8);
    expect(sectionOf(sections, 'video').value).toMatchObject({
      url: '/media/intro.webm',
      poster: '/media/intro-poster.jpg',
    });
    const items = sectionOf(sections, 'downloads').value.items;
    expect(items.map((item) => item.url)).toEqual([
      '/api/downloads/parts.csv?locale=it',
      '/api/downloads/colors.csv?locale=it',
    ]);
    for (const item of items) {
      const file = await server.app.inject({ method: 'GET', url: item.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('text/csv');
    }
  });

  it('falls back to Accept-Language, then English', async () => {
    const french = await content({ 'accept-language': 'fr-CH, de;q=0.8' });
    expect(sectionOf(french, 'text').value.title).toBe('Concevez votre bar mobile en 3D');
    const unknown = await content({ 'x-locale': 'nl', 'accept-language': 'nl' });
    expect(sectionOf(unknown, 'text').value.title).toBe('Plan your mobile bar in 3D');
  });

  it('shows English where a language was left out, and follows the stored positions', async () => {
    const [welcome, video] = seedContentSections;
    if (welcome?.type !== 'text' || !video) throw new Error('unexpected seed order');
    const { pt: _left, ...withoutPortuguese } = welcome.value.title;
    await server.db
      .update(contentSections)
      .set({ value: { ...welcome.value, title: withoutPortuguese } })
      .where(eq(contentSections.id, welcome.id));
    await server.db.update(contentSections).set({ position: 99 }).where(eq(contentSections.id, welcome.id));
    try {
      const portuguese = await content({ 'x-locale': 'pt' });
      expect(sectionOf(portuguese, 'text').value.title).toBe('Plan your mobile bar in 3D');
      expect(sectionOf(portuguese, 'faq').value.title).toBe('Perguntas frequentes');
      expect(portuguese.at(-1)?.id).toBe(welcome.id);
      expect(portuguese[0]?.id).toBe(video.id);
    } finally {
      await server.db
        .update(contentSections)
        .set({ value: welcome.value, position: 1 })
        .where(eq(contentSections.id, welcome.id));
    }
  });

  it('leaves sections still at their type default off the home screen and never shows a placeholder', async () => {
    const ids = [...CONTENT_SECTION_TYPES, 'legacy'].map((_type, index) => `${'d'.repeat(39)}${index}`);
    // A section stored before placeholders were dropped: German and English written, the other
    // languages still holding "Nuova sezione" and its siblings.
    const legacy = {
      title: { ...CONTENT_PLACEHOLDER_TITLES, de: 'Willkommen', en: 'Welcome' },
      body: { de: 'Hallo', en: 'Hello' },
    };
    await server.db.insert(contentSections).values([
      ...CONTENT_SECTION_TYPES.map((type, index) => ({
        id: ids[index] ?? '',
        type,
        value: storedContentSectionSchema.parse({ id: ids[index], type, value: defaultSectionValue(type) }).value,
        position: 100 + index,
      })),
      { id: ids[4] ?? '', type: 'text', value: legacy, position: 104 },
    ]);
    try {
      const italian = await content({ 'x-locale': 'it' });
      const shownIds = italian.map((section) => section.id);
      for (const id of ids.slice(0, 4)) expect(shownIds).not.toContain(id);
      expect(italian.at(-1)).toEqual({ id: ids[4], type: 'text', value: { title: 'Welcome', body: 'Hello' } });
      expect((await content({ 'x-locale': 'de' })).at(-1)?.value).toEqual({ title: 'Willkommen', body: 'Hallo' });
    } finally {
      for (const id of ids) await server.db.delete(contentSections).where(eq(contentSections.id, id));
    }
  });

  it('seeds only an empty table, so sections an administrator removed stay removed', async () => {
    const faqId = seedContentSections.find((section) => section.type === 'faq')?.id ?? '';
    await server.db.delete(contentSections).where(eq(contentSections.id, faqId));
    await seedHomeContent(server.db);
    expect((await content()).map((section) => section.type)).not.toContain('faq');

    await server.db.delete(contentSections);
    await seedHomeContent(server.db);
    await seedHomeContent(server.db);
    expect((await content()).map((section) => section.id)).toEqual(seedContentSections.map((section) => section.id));
  });

  it('a later start keeps a home screen the administrator emptied empty', async () => {
    const before = await server.db.select().from(contentSections);
    try {
      await server.db.delete(contentSections);
      await seedDatabase(server.db, null);
      expect(await content()).toEqual([]);
    } finally {
      await server.db.insert(contentSections).values(before);
    }
  });
});
