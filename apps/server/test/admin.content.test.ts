import type { StoredContentSection } from '@bar/contracts/content';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from './admin.records.helpers.ts';
import { useAdminTestApp } from './admin.testApp.helpers.ts';
import { databaseKinds } from './helpers/database.ts';

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

  it('adds a section with its default value and removes the sections left out', async () => {
    const [first, ...rest] = await stored();
    const response = await server.admin.put('/api/content', {
      sections: [{ type: 'faq' }, ...idsAndTypes(rest)],
    });
    expect(response.statusCode).toBe(200);
    const saved: StoredContentSection[] = response.json().data;
    expect(saved).toHaveLength(rest.length + 1);
    expect(saved[0]?.id).toMatch(/^[0-9a-f]{40}$/);
    expect(saved[0]).toMatchObject({ type: 'faq', value: { items: [] } });
    const home = await homeScreen('de');
    expect(home[0]?.value.title).toBe('Häufige Fragen');
    expect(home.map((section) => section.id)).not.toContain(first?.id);
    expect(home.map((section) => section.id).slice(1)).toEqual(rest.map((section) => section.id));
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
        { type: 'text', value: { title: { de: 'Nur Deutsch' }, body: { en: '' } } },
        first,
        second ? { ...second, id: first?.id } : first,
      ],
    });
    expect(fieldsOf(response)).toEqual([
      'sections.0.type',
      'sections.1.id',
      'sections.2.value.title.en',
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
