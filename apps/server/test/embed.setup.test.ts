import { embedSetupResponseSchema } from '@bar/contracts/embed';
import { afterAll, describe, expect, it } from 'vitest';
import { loggedInAdmin } from './helpers/adminUsers.ts';
import { createTestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { useAdminTestApp } from './helpers/testApp.ts';

const DEALER_SITES = ['https://www.dealer-one.example', 'https://shop.dealer-two.example:8443'];
const THEME = { dealer: 'acme', origin: null, logo_url: null, primary_colour: null, language: null };

describe.each(databaseKinds)('the embed set-up for the dealer themes page (%s)', (kind) => {
  const server = useAdminTestApp(kind);
  const apps: { close: () => Promise<unknown> }[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('tells an administrator that no site may frame the embed while EMBED_ORIGINS is empty', async () => {
    const response = await server.admin.get('/api/embed-setup');
    expect(response.statusCode).toBe(200);
    expect(embedSetupResponseSchema.parse(response.json()).data).toEqual({
      origins: [],
      configurator_url: 'http://127.0.0.1:8080',
    });
  });

  it('names the dealer sites of EMBED_ORIGINS and this site’s address for the snippet', async () => {
    const app = await createTestApp(server.database, {
      embedOrigins: DEALER_SITES,
      publicUrl: 'https://bars.example.com',
    });
    apps.push(app);
    const admin = await loggedInAdmin(app, server.db);
    const response = await admin.client.get('/api/embed-setup');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ origins: DEALER_SITES, configurator_url: 'https://bars.example.com' });
  });

  it('is only for administrators: 401 for a guest, 403 for a customer', async () => {
    expect((await server.guest.get('/api/embed-setup')).statusCode).toBe(401);
    expect((await server.customer.get('/api/embed-setup')).statusCode).toBe(403);
  });

  it('refuses bad dealer themes with sentences in the administrator’s language', async () => {
    const body = {
      themes: [
        { ...THEME, origin: 'https://shop.example.com/bars', primary_colour: 'red' },
        { ...THEME, logo_url: 'https://evil.example.com/logo.png' },
        { ...THEME, dealer: 'ACME Inc' },
      ],
    };
    const english = await server.admin.put('/api/embed-themes', body, { 'x-locale': 'en' });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      'themes.0.origin': ['Enter the dealer site’s address without a path, for example https://shop.example.com.'],
      'themes.0.primary_colour': ['The primary colour must look like #rrggbb, for example #1c7ed6.'],
      'themes.1.dealer': ['Another dealer theme already uses this dealer name.'],
      'themes.1.logo_url': ['The logo must be an image uploaded here.'],
      'themes.2.dealer': [
        'The dealer name may contain only lower-case letters, digits and dashes (1 to 40 characters, no dash at the start or end).',
      ],
    });
    const german = await server.admin.put('/api/embed-themes', body, { 'x-locale': 'de' });
    expect(german.json().errors['themes.1.dealer']).toEqual([
      'Ein anderes Händler-Design verwendet diesen Händlernamen bereits.',
    ]);
    expect((await server.admin.get('/api/embed-themes')).json().data).toEqual([]);
  });
});
