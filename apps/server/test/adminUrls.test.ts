import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { barPresets } from '../src/db/schema.ts';
import { assemblies } from '../src/db/schemaCatalogue.ts';
import { contentSections } from '../src/db/schemaContent.ts';
import { newInsertBody } from './admin.catalogue.helpers.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

const UNSAFE = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
];
const SAFE = ['/media/intro.webm', 'https://video.example.org/intro.mp4', 'http://example.org/a.csv'];

const text = (en: string) => ({ en });
const video = (url: string, poster: string | null = null) => ({
  type: 'video',
  value: { title: text('Intro'), url, poster, description: text('') },
});
const downloads = (url: string) => ({
  type: 'downloads',
  value: {
    title: text('Downloads'),
    items: [{ title: text('Parts'), description: text(''), url, format: 'CSV' }],
  },
});

describe.each(databaseKinds)('addresses stored by administrators (%s)', (kind) => {
  const context = useAdminTestApp(kind);

  async function storedContent() {
    return context.db.select().from(contentSections);
  }

  it.each(UNSAFE)('refuses %j as a video, poster or download address, naming the field', async (url) => {
    const before = await storedContent();
    const cases = [
      [video(url), 'sections.0.value.url'],
      [video('/media/intro.webm', url), 'sections.0.value.poster'],
      [downloads(url), 'sections.0.value.items.0.url'],
    ] as const;
    for (const [section, field] of cases) {
      const response = await context.admin.put('/api/content', { sections: [section] });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect(await storedContent()).toEqual(before);
  });

  it('stores https:, http: and site-relative addresses', async () => {
    const before = await storedContent();
    try {
      const sections = SAFE.flatMap((url) => [video(url, url), downloads(url)]);
      const response = await context.admin.put('/api/content', { sections });
      expect(response.statusCode).toBe(200);
      const read = await context.admin.get('/api/content-sections');
      const urls = read
        .json()
        .data.flatMap((section: { type: string; value: Record<string, unknown> }) =>
          section.type === 'video'
            ? [section.value.url]
            : (section.value.items as { url: string }[]).map((item) => item.url),
        );
      expect(urls).toEqual(SAFE.flatMap((url) => [url, url]));
    } finally {
      await context.db.delete(contentSections);
      if (before.length > 0) await context.db.insert(contentSections).values(before);
    }
  });

  it.each(UNSAFE)('refuses %j as an assembly or preset thumbnail, naming the field', async (url) => {
    const [preset] = await context.db.select().from(barPresets).limit(1);
    if (!preset) throw new Error('no preset');
    const assemblyCount = (await context.db.select({ id: assemblies.id }).from(assemblies)).length;
    const created = await context.admin.post('/api/assemblies', newInsertBody({ thumbnail: url }));
    expect(created.statusCode).toBe(422);
    expect(Object.keys(created.json().errors)).toEqual(['thumbnail']);
    expect((await context.db.select({ id: assemblies.id }).from(assemblies)).length).toBe(assemblyCount);

    const edited = await context.admin.put(`/api/bar-presets/${preset.id}`, { thumbnail: url });
    expect(edited.statusCode).toBe(422);
    expect(Object.keys(edited.json().errors)).toEqual(['thumbnail']);
    const [after] = await context.db.select().from(barPresets).where(eq(barPresets.id, preset.id));
    expect(after?.thumbnail).toBe(preset.thumbnail);
  });

  it('still clears a thumbnail with an empty one and takes an uploaded image address', async () => {
    const [preset] = await context.db.select().from(barPresets).limit(1);
    if (!preset) throw new Error('no preset');
    const uploaded = await context.admin.put(`/api/bar-presets/${preset.id}`, {
      thumbnail: '/api/uploads/abcdefghijklmnop',
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.thumbnail).toBe('/api/uploads/abcdefghijklmnop');
    const cleared = await context.admin.put(`/api/bar-presets/${preset.id}`, { thumbnail: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.thumbnail).toBeNull();
  });
});
