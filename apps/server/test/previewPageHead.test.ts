import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CreatedBar, createBar } from './helpers/bars.ts';
import { loggedInClient } from './helpers/barUsers.ts';
import { TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

const PUBLIC_URL = 'https://bars.example.com';

function builtWebDist(): string {
  const webDist = mkdtempSync(join(tmpdir(), 'bar-web-og-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Bar Configurator</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  return webDist;
}

/** The `content` of each `<meta property|name="key">` in the page. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags.set(match[1] as string, match[2] as string);
  }
  return tags;
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

describe.each(databaseKinds)('the preview page’s link preview, og:image (%s)', (kind) => {
  const server = useTestApp(kind, { config: { webDist: builtWebDist(), publicUrl: PUBLIC_URL } });
  let owner: TestClient;
  let crawler: TestClient;
  let pictured: CreatedBar;

  beforeAll(async () => {
    owner = (await loggedInClient(server.app, server.db)).client;
    crawler = new TestClient(server.app);
    pictured = await createBar(owner, 'Tom & Jerry’s <b>"Bar"</b>');
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const stored = await owner.request({
      method: 'PUT',
      url: `/api/bars/${pictured.id}/picture?kind=raster`,
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(stored.statusCode, stored.body).toBe(200);
  });

  const page = (bar: { id: string }, query: string) => crawler.get(`/bars/${bar.id}${query}`);

  it('names the picture of a bar its valid preview link shows, with the bar’s name escaped', async () => {
    const response = await page(pictured, `?preview_token=${pictured.preview_token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('<b>');
    const tags = metaTags(response.body);
    expect(unescapeHtml(tags.get('og:title') ?? '')).toBe('Tom & Jerry’s <b>"Bar"</b>');
    expect(tags.get('og:type')).toBe('website');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('og:image:width')).toBe('1200');
    const image = unescapeHtml(tags.get('og:image') ?? '');
    expect(image).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/bars/${pictured.id}/picture\\?preview_token=${pictured.preview_token}&v=`),
    );
    // The head holds the tags; the page is the same app otherwise.
    expect(response.body.indexOf('og:image')).toBeLessThan(response.body.indexOf('</head>'));

    // The address serves the picture with the link's token, and nothing without it.
    const path = image.slice(PUBLIC_URL.length);
    const served = await new TestClient(server.app).get(path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);
    const withoutToken = await new TestClient(server.app).get(`/api/bars/${pictured.id}/picture`);
    expect(withoutToken.statusCode).toBe(401);
  });

  it('writes nothing of the bar for a wrong token, no token, the edit page or an unknown bar', async () => {
    for (const response of [
      await page(pictured, '?preview_token=not-the-token'),
      await page(pictured, ''),
      await page(pictured, `?preview_token=${pictured.edit_token}`),
      await crawler.get(`/bars/${pictured.id}/edit?preview_token=${pictured.preview_token}`),
      await page({ id: '00000000-0000-4000-8000-000000000000' }, `?preview_token=${pictured.preview_token}`),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('og:');
      expect(response.body).not.toContain('Jerry');
    }
  });

  it('names no picture for a bar without one (its name only)', async () => {
    const plain = await createBar(owner, 'No picture yet');
    const response = await page(plain, `?preview_token=${plain.preview_token}`);
    const tags = metaTags(response.body);
    expect(tags.get('og:title')).toBe('No picture yet');
    expect(tags.has('og:image')).toBe(false);
    expect(tags.has('twitter:card')).toBe(false);
  });

  it('writes nothing once the links are replaced or the bar is removed', async () => {
    const bar = await createBar(owner, 'Revoked bar');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a36' } })
      .png()
      .toBuffer();
    await owner.request({
      method: 'PUT',
      url: `/api/bars/${bar.id}/picture?kind=photo`,
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
    expect((await page(bar, `?preview_token=${bar.preview_token}`)).body).toContain('og:image');
    const revoked = await owner.request({ method: 'DELETE', url: `/api/bars/${bar.id}/share` });
    expect(revoked.statusCode).toBe(204);
    const afterRevoke = await page(bar, `?preview_token=${bar.preview_token}`);
    expect(afterRevoke.body).not.toContain('og:');
    expect((await crawler.get(`/api/bars/${bar.id}/picture?preview_token=${bar.preview_token}`)).statusCode).toBe(403);

    const removedBar = await createBar(owner, 'Removed bar');
    expect((await owner.request({ method: 'DELETE', url: `/api/bars/${removedBar.id}` })).statusCode).toBe(204);
    expect((await page(removedBar, `?preview_token=${removedBar.preview_token}`)).body).not.toContain('og:');
  });
});
