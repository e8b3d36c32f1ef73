import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { freePort } from '../serverProcess.ts';
import { adminPage } from './adminSession.ts';
import { test as base, expect } from './fixtures.ts';

/**
 * The dealer embed (docs/embed.md) framed by a page on another origin: a tiny dealer site served
 * here, reached as http://localhost:<port> (in EMBED_ORIGINS) and as http://127.0.0.1:<port> (not).
 */
type DealerSite = { port: number; allowed: string; refused: string };

const screenshots = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(screenshots, { recursive: true });

type HostEvent = { source?: string; type: string; [key: string]: unknown };

/** The dealer's page: an iframe of `?embed=`, every message from it kept in `window.events`. */
const HOST_PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>Dealer shop</title></head>
<body>
<h1>Dealer shop</h1>
<iframe id="configurator" title="Bar configurator" width="1200" height="720"></iframe>
<script>
  const embed = new URL(new URLSearchParams(location.search).get('embed'));
  const frame = document.getElementById('configurator');
  window.events = [];
  window.addEventListener('message', (event) => {
    if (event.origin !== embed.origin || event.source !== frame.contentWindow) return;
    window.events.push(event.data);
  });
  window.sendToEmbed = (command) => frame.contentWindow.postMessage(command, embed.origin);
  frame.src = embed.href;
</script>
</body></html>`;

const test = base.extend<object, { dealerSite: DealerSite }>({
  dealerSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      const port = await freePort(50 + workerInfo.workerIndex);
      const site: Server = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HOST_PAGE);
      });
      await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', resolve));
      try {
        await use({ port, allowed: `http://localhost:${port}`, refused: `http://127.0.0.1:${port}` });
      } finally {
        await new Promise((resolve) => site.close(resolve));
      }
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ dealerSite }, use) => {
      await use({ EMBED_ORIGINS: dealerSite.allowed });
    },
    { scope: 'worker' },
  ],
});

type PresetSummary = { id: number; total_price: number; code: string };

async function presets(baseURL: string): Promise<PresetSummary[]> {
  const response = await fetch(`${baseURL}/api/bar-presets`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: PresetSummary[] }).data;
}

function events(page: Page): Promise<HostEvent[]> {
  return page.evaluate(() => (window as unknown as { events: HostEvent[] }).events);
}

async function eventsOf(page: Page, type: string): Promise<HostEvent[]> {
  return (await events(page)).filter((event) => event.type === type);
}

function send(page: Page, command: unknown): Promise<void> {
  return page.evaluate(
    (sent) => (window as unknown as { sendToEmbed: (c: unknown) => void }).sendToEmbed(sent),
    command,
  );
}

test('a dealer site frames the configurator and drives it by postMessage', async ({
  page,
  server,
  dealerSite,
  allowConsole,
}) => {
  allowConsole(
    /^Embed: an invalid command was ignored: ral: /,
    'the dealer site sends a colour that is not a RAL code; the embed tells the site’s developer so',
  );
  // Two presets drawn in 3D (software WebGL) and a language loaded in one test.
  test.slow();
  const all = await presets(server.baseURL);
  const first = all.find((preset) => preset.code === 'compact-bar') ?? all[0];
  const second = all.find((preset) => first !== undefined && preset.total_price !== first.total_price);
  if (!first || !second) throw new Error('the seed needs two presets with different prices');

  const embedUrl = `${server.baseURL}/embed/bars/${first.id}`;
  await page.goto(`${dealerSite.allowed}/host.html?embed=${encodeURIComponent(embedUrl)}`);
  const frame = page.frameLocator('#configurator');

  await expect.poll(async () => (await eventsOf(page, 'ready')).length).toBe(1);
  expect((await eventsOf(page, 'ready'))[0]).toEqual({
    source: 'bar-configurator',
    type: 'ready',
    mode: 'preset',
    preset: first.id,
  });
  await expect.poll(async () => (await eventsOf(page, 'changed')).length).toBeGreaterThan(0);
  const [firstChange] = await eventsOf(page, 'changed');
  expect(firstChange?.totals).toMatchObject({ total_price: first.total_price, currency: 'EUR' });
  expect((firstChange?.totals as { total_weight: number } | undefined)?.total_weight).toBeGreaterThan(0);
  await expect(frame.getByTestId('embed-bar-name')).not.toBeEmpty();
  await expect(frame.getByTestId('editing-side-menu')).toBeVisible();
  await expect(frame.locator('canvas')).toBeVisible();
  await page.screenshot({ path: `${screenshots}embed-dealer-site.png` });

  // setColour: the frames turn RAL 9005; the bar changed, so the host hears `changed` again.
  const changesBefore = (await eventsOf(page, 'changed')).length;
  await send(page, { type: 'setColour', ral: '9005' });
  await expect.poll(async () => (await eventsOf(page, 'changed')).length).toBe(changesBefore + 1);

  // A bad command is ignored and reported as an `error` event; nothing changes.
  await send(page, { type: 'setColour', ral: 'pink' });
  await expect.poll(async () => (await eventsOf(page, 'error')).length).toBe(1);
  expect((await eventsOf(page, 'error'))[0]).toMatchObject({ code: 'invalidCommand' });
  expect((await eventsOf(page, 'changed')).length).toBe(changesBefore + 1);

  // loadPreset: another preset, with its own total.
  await send(page, { type: 'loadPreset', preset: second.id });
  // The preset is fetched and drawn in software WebGL: allow as long as the language below.
  await expect
    .poll(async () => (await eventsOf(page, 'changed')).at(-1)?.totals, { timeout: 60_000 })
    .toMatchObject({ total_price: second.total_price });
  expect(await eventsOf(page, 'ready')).toHaveLength(1);

  // setLanguage, then "Request a quote" hands the parts list to the host.
  await send(page, { type: 'setLanguage', language: 'de' });
  // The language's texts are a chunk of their own, fetched now while the 3D view keeps the page busy.
  await expect(frame.getByTestId('embed-quote')).toHaveText('Angebot anfordern', { timeout: 60_000 });
  await frame.getByTestId('embed-quote').click();
  await expect.poll(async () => (await eventsOf(page, 'quoteRequested')).length).toBe(1);
  const [quote] = await eventsOf(page, 'quoteRequested');
  expect(quote?.preset).toBe(second.id);
  expect(quote?.totals).toMatchObject({ total_price: second.total_price });
  expect((quote?.parts as unknown[] | undefined)?.length).toBeGreaterThan(0);
});

test('a site not in EMBED_ORIGINS cannot frame the embed', async ({ page, server, dealerSite, cspViolations }) => {
  const [preset] = await presets(server.baseURL);
  if (!preset) throw new Error('the seed has no preset');
  const embedUrl = `${server.baseURL}/embed/bars/${preset.id}`;

  const header = (await fetch(embedUrl)).headers.get('content-security-policy') ?? '';
  expect(header).toContain(`frame-ancestors ${dealerSite.allowed}`);
  expect(header).not.toContain(dealerSite.refused);

  await page.goto(`${dealerSite.refused}/host.html?embed=${encodeURIComponent(embedUrl)}`);
  // Chromium refuses the frame and says why: the one violation this test expects.
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(
    cspViolations.every((violation) => violation.includes('frame-ancestors')),
    cspViolations.join('\n'),
  ).toBe(true);
  // The blocked frame holds the browser's error page, which never speaks: no `ready`, no event at all.
  await expect(page.frameLocator('#configurator').getByTestId('embed')).toHaveCount(0);
  expect(await events(page)).toEqual([]);
  cspViolations.length = 0;
});

test("an administrator's dealer theme gives the embed its colour and language", async ({
  browser,
  page,
  server,
  dealerSite,
}) => {
  const admin = await adminPage(browser);
  await admin.goto('/admin/embed-themes');
  await admin.getByTestId('dealer-themes-add').click();
  const card = admin.getByTestId('dealer-theme-0');
  await card.getByTestId('dealer-theme-dealer').fill('acme');
  await card.getByTestId('dealer-theme-colour').fill('#c92a2a');
  await card.getByTestId('dealer-theme-language').click();
  await admin.getByRole('option', { name: 'Français' }).click();
  await admin.getByTestId('dealer-themes-save').click();
  await expect
    .poll(async () => (await (await fetch(`${server.baseURL}/api/embed?dealer=acme`)).json()).data.theme)
    .toEqual({
      dealer: 'acme',
      origin: null,
      logo_url: null,
      primary_colour: '#c92a2a',
      language: 'fr',
    });
  await admin.context().close();

  const [preset] = await presets(server.baseURL);
  if (!preset) throw new Error('the seed has no preset');
  const embedUrl = `${server.baseURL}/embed/bars/${preset.id}?dealer=acme`;
  await page.goto(`${dealerSite.allowed}/host.html?embed=${encodeURIComponent(embedUrl)}`);
  await expect.poll(async () => (await eventsOf(page, 'ready')).length).toBe(1);
  const quote = page.frameLocator('#configurator').getByTestId('embed-quote');
  await expect(quote).toHaveText('Demander un devis');
  await expect(quote).toHaveCSS('background-color', 'rgb(201, 42, 42)');
});

test('a saved bar is shown view only with its preview token', async ({ page, request, server, dealerSite }) => {
  const [preset] = await presets(server.baseURL);
  if (!preset) throw new Error('the seed has no preset');
  await request.get('/sanctum/csrf-cookie');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const created = await request.post('/api/bars', {
    data: { name: 'Dealer demo bar', preset_id: preset.id },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  expect(created.status()).toBe(201);
  const bar = (await created.json()).data as { id: string; preview_token?: string };
  expect(bar.preview_token).toBeTruthy();

  const embedUrl = `${server.baseURL}/embed/bars/${bar.id}?preview_token=${bar.preview_token}`;
  await page.goto(`${dealerSite.allowed}/host.html?embed=${encodeURIComponent(embedUrl)}`);
  await expect.poll(async () => (await eventsOf(page, 'ready')).length).toBe(1);
  expect((await eventsOf(page, 'ready'))[0]).toMatchObject({ mode: 'viewer', preset: null });
  await expect
    .poll(async () => (await eventsOf(page, 'changed')).at(0)?.totals)
    .toMatchObject({
      total_price: preset.total_price,
    });
  const frame = page.frameLocator('#configurator');
  await expect(frame.getByTestId('embed-bar-name')).toHaveText('Dealer demo bar');
  await expect(frame.getByTestId('editing-side-menu')).toHaveCount(0);

  // The viewer cannot be changed: setColour is refused with an `error` event.
  await send(page, { type: 'setColour', ral: '9005' });
  await expect.poll(async () => (await eventsOf(page, 'error')).at(0)).toMatchObject({ code: 'readOnly' });
});
