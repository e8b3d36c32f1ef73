import { CONTENT_LIMITS, type StoredContentSection } from '@bar/contracts/content';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from './admin.records.helpers.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

type Visible = { id: string; type: string; value: { title: string } };

describe.each(databaseKinds)('admin home screen content (%s)', (kind) => {
  const server = useAdminTestApp(kind);

  async function stored(): Promise<StoredContentSection[]> {
    const response = await server.admin.get('/api/content-sections');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  async function homeScreen(locale: string): Promise<Visible[]> {
    return (await server.guest.get('/api/content', { 'x-locale': locale })).json().data;
  }

  const idsAndTypes = (sections: StoredContentSection[]) => sections.map(({ id, type }) => ({ id, type }));

  it('reads every language of the stored sections', async () => {
    const sections = await stored();
    expect(sections.length).toBeGreaterThan(1);
    const german = await homeScreen('de');
    expect(german.map((section) => section.id)).toEqual(sections.map((section) => section.id));
    expect(german[0]?.value.title).toBe(sections[0]?.value.title.de ?? sections[0]?.value.title.en);
  });

  it('reorders the home screen, keeping each value when only ids and types are sent', async () => {
    const before = await stored();
    const reversed = idsAndTypes(before).reverse();
    const response = await server.admin.put('/api/content', { sections: reversed });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([...before].reverse());
    expect((await homeScreen('en')).map((section) => section.id)).toEqual(reversed.map((section) => section.id));
  });

  it('refuses a new section left at its default value, then adds it filled in and removes the sections left out', async () => {
    const [first, ...rest] = await stored();
    const refused = await server.admin.put('/api/content', { sections: [{ type: 'faq' }, ...idsAndTypes(rest)] });
    expect(fieldsOf(refused)).toEqual(['sections.0.value.items', 'sections.0.value.title.en']);
    expect(await stored()).toHaveLength(rest.length + 1);
    const faq = {
      title: { en: 'Questions', de: 'Fragen' },
      items: [{ question: { en: 'Delivery?' }, answer: { en: 'Within a week.' } }],
    };
    const response = await server.admin.put('/api/content', {
      sections: [{ type: 'faq', value: faq }, ...idsAndTypes(rest)],
    });
    expect(response.statusCode).toBe(200);
    const saved: StoredContentSection[] = response.json().data;
    expect(saved).toHaveLength(rest.length + 1);
    expect(saved[0]?.id).toMatch(/^[0-9a-f]{40}$/);
    const home = await homeScreen('de');
    expect(home[0]).toMatchObject({ type: 'faq', value: { title: 'Fragen' } });
    expect(home.map((section) => section.id)).not.toContain(first?.id);
    expect(home.map((section) => section.id).slice(1)).toEqual(rest.map((section) => section.id));
  });

  it('falls back to the default language the administrators chose, for every reader', async () => {
    const sections = await stored();
    const title = { de: 'Willkommen', en: 'Welcome' };
    const body = { de: 'Hallo', en: 'Hello' };
    const put = (defaultLocale: string, value: unknown) =>
      server.admin.put('/api/content', {
        default_locale: defaultLocale,
        sections: [{ type: 'text', value }, ...idsAndTypes(sections.slice(1))],
      });
    const german = await put('de', { title, body });
    expect(german.statusCode).toBe(200);
    expect(german.json().meta.default_locale).toBe('de');
    expect((await homeScreen('it'))[0]?.value).toEqual({ title: 'Willkommen', body: 'Hallo' });
    expect((await homeScreen('en'))[0]?.value).toEqual({ title: 'Welcome', body: 'Hello' });
    // A German default needs the German text: English alone is refused, per field.
    expect(fieldsOf(await put('de', { title: { en: 'Welcome' }, body: { en: 'Hello' } }))).toEqual([
      'sections.0.value.body.de',
      'sections.0.value.title.de',
    ]);
    // Left out, the stored default language stays.
    const kept = await server.admin.put('/api/content', { sections: idsAndTypes(await stored()) });
    expect(kept.json().meta.default_locale).toBe('de');
    expect((await put('en', { title, body })).statusCode).toBe(200);
  });

  it('holds every text to its limit and every value to its fields (422, nothing saved)', async () => {
    const before = await stored();
    const rest = idsAndTypes(before);
    const put = (section: unknown) => server.admin.put('/api/content', { sections: [section, ...rest] });
    const long = (length: number) => 'x'.repeat(length);
    const faq = (question: string, answer: string) => ({
      type: 'faq',
      value: { title: { en: 'FAQ' }, items: [{ question: { en: question }, answer: { en: answer } }] },
    });
    expect(fieldsOf(await put(faq('Fine?', long(20_000))))).toEqual(['sections.0.value.items.0.answer.en']);
    expect(fieldsOf(await put(faq(long(CONTENT_LIMITS.question + 1), 'Yes')))).toEqual([
      'sections.0.value.items.0.question.en',
    ]);
    expect((await put(faq(long(CONTENT_LIMITS.question), long(CONTENT_LIMITS.answer)))).statusCode).toBe(200);
    const title = { en: long(CONTENT_LIMITS.title + 1) };
    expect(fieldsOf(await put({ type: 'text', value: { title, body: { en: 'b' } } }))).toEqual([
      'sections.0.value.title.en',
    ]);
    expect(
      fieldsOf(await put({ type: 'text', value: { title: { en: 't', xx: 'y' }, body: { en: 'b' }, extra: 1 } })),
    ).toEqual(['sections.0.value.extra', 'sections.0.value.title.xx']);
    const tooMany = Array.from({ length: CONTENT_LIMITS.items + 1 }, () => ({
      question: { en: 'q' },
      answer: { en: 'a' },
    }));
    expect(fieldsOf(await put({ type: 'faq', value: { title: { en: 'FAQ' }, items: tooMany } }))).toEqual([
      'sections.0.value.items',
    ]);
    expect(
      fieldsOf(
        await put({
          type: 'faq',
          value: { title: { en: ' ' }, items: [{ question: { en: '' }, answer: { de: 'Ja' } }] },
        }),
      ),
    ).toEqual([
      'sections.0.value.items.0.answer.en',
      'sections.0.value.items.0.question.en',
      'sections.0.value.title.en',
    ]);
  });

  it('stores an edited value and serves it per language', async () => {
    const sections = await stored();
    const title = { en: 'Welcome', de: 'Willkommen' };
    const response = await server.admin.put('/api/content', {
      sections: [{ type: 'text', value: { title, body: { en: 'Hello' } } }, ...idsAndTypes(sections)],
    });
    expect(response.statusCode).toBe(200);
    expect((await homeScreen('de'))[0]?.value).toEqual({ title: 'Willkommen', body: 'Hello' });
    expect((await homeScreen('fr'))[0]?.value).toEqual({ title: 'Welcome', body: 'Hello' });
  });

  it('answers 422 per field and leaves the home screen as it was', async () => {
    const before = await stored();
    const [first, second] = idsAndTypes(before);
    const response = await server.admin.put('/api/content', {
      sections: [
        { type: 'banner' },
        { id: 'not-hex', type: 'text' },
        { type: 'text', value: { title: { de: 'Nur Deutsch' }, body: { en: 2 } } },
        first,
        second ? { ...second, id: first?.id } : first,
      ],
    });
    expect(fieldsOf(response)).toEqual([
      'sections.0.type',
      'sections.1.id',
      'sections.2.value.body.en',
      'sections.4.id',
    ]);
    expect(await stored()).toEqual(before);
  });

  it('empties the home screen with an empty list', async () => {
    const response = await server.admin.put('/api/content', { sections: [] });
    expect(response.statusCode).toBe(200);
    expect(await homeScreen('en')).toEqual([]);
  });
});
