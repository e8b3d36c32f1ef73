import { type StoredContentResponse, storedContentResponseSchema } from '@bar/contracts/adminContent';
import { contentResponseSchema } from '@bar/contracts/content';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from './admin.records.helpers.ts';
import { createTestApp, testConfig } from './helpers/app.ts';
import { createTestDatabase, databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

const DEFAULT_URL = testConfig().companyUrl;

describe.each(databaseKinds)('company website of the narrow-screen notice (%s)', (kind) => {
  const server = useAdminTestApp(kind);

  async function stored(): Promise<StoredContentResponse> {
    const response = await server.admin.get('/api/content-sections');
    expect(response.statusCode).toBe(200);
    return storedContentResponseSchema.parse(response.json());
  }

  async function publicCompanyUrl(): Promise<string> {
    const response = await server.guest.get('/api/content', { 'x-locale': 'de' });
    expect(response.statusCode).toBe(200);
    return contentResponseSchema.parse(response.json()).meta.company_url;
  }

  const sectionsAsStored = async () => (await stored()).data;

  it('is the configured COMPANY_URL until an administrator stores one', async () => {
    expect(DEFAULT_URL).toMatch(/^https:\/\//);
    expect((await stored()).meta).toEqual({
      company_url: null,
      default_company_url: DEFAULT_URL,
      default_locale: 'en',
    });
    expect(await publicCompanyUrl()).toBe(DEFAULT_URL);
  });

  it('round-trips through PUT /api/content, stays when left out and returns to the default with null', async () => {
    const sections = await sectionsAsStored();
    const url = 'https://www.bar-company.example.org/about?from=configurator';
    const saved = await server.admin.put('/api/content', { sections, company_url: url });
    expect(saved.statusCode).toBe(200);
    expect(storedContentResponseSchema.parse(saved.json()).meta).toEqual({
      company_url: url,
      default_company_url: DEFAULT_URL,
      default_locale: 'en',
    });
    expect((await stored()).meta.company_url).toBe(url);
    expect(await publicCompanyUrl()).toBe(url);

    // A save of the sections alone (older clients, a reorder) keeps the address.
    expect((await server.admin.put('/api/content', { sections: [...sections].reverse() })).statusCode).toBe(200);
    expect(await publicCompanyUrl()).toBe(url);

    // A path on this site is allowed like any admin address; replacing keeps one row.
    expect((await server.admin.put('/api/content', { sections, company_url: '/about-us' })).statusCode).toBe(200);
    expect(await publicCompanyUrl()).toBe('/about-us');

    const reset = await server.admin.put('/api/content', { sections, company_url: null });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().meta).toEqual({ company_url: null, default_company_url: DEFAULT_URL, default_locale: 'en' });
    expect(await publicCompanyUrl()).toBe(DEFAULT_URL);
  });

  it('answers 422 on company_url for an unsafe address and changes nothing, sections included', async () => {
    const sections = await sectionsAsStored();
    const kept = 'https://kept.example.com/';
    expect((await server.admin.put('/api/content', { sections, company_url: kept })).statusCode).toBe(200);
    const before = await stored();
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example.com/',
      'ftp://files.example.com/',
      'www.example.com',
      '',
      `https://example.com/${'a'.repeat(2048)}`,
      42,
    ]) {
      const response = await server.admin.put('/api/content', { sections: sections.slice(1), company_url: bad });
      expect(fieldsOf(response), String(bad)).toEqual(['company_url']);
    }
    expect(await stored()).toEqual(before);
    expect(await publicCompanyUrl()).toBe(kept);
    expect((await server.admin.put('/api/content', { sections, company_url: null })).statusCode).toBe(200);
  });

  it('may be changed by administrators only', async () => {
    const sections = await sectionsAsStored();
    const body = { sections, company_url: 'https://taken-over.example.com/' };
    expect((await server.guest.put('/api/content', body)).statusCode).toBe(401);
    expect((await server.customer.put('/api/content', body)).statusCode).toBe(403);
    expect(await publicCompanyUrl()).toBe(DEFAULT_URL);
  });
});

describe('company website default', () => {
  it('comes from the configuration (COMPANY_URL)', async () => {
    const database = await createTestDatabase('pglite');
    const app = await createTestApp(database, { companyUrl: 'https://configured.example.net/' });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/content' });
      expect(contentResponseSchema.parse(response.json()).meta.company_url).toBe('https://configured.example.net/');
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
