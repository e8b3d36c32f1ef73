import type { Page } from '@playwright/test';
import { PASSWORD } from './accounts.ts';
import { xsrf } from './adminSession.ts';
import { expect, test } from './fixtures.ts';
import { makePng } from './pictures.ts';
import { startFromPreset, waitUntilSaved } from './shellHelpers.ts';

type Bar = { version: number; preview_token: string; front: { brandings: { image_url: string | null }[] } };

/** A signed-in owner's bar from the Island bar preset (front banners), every banner showing an uploaded logo. */
async function barWithLogoBanners(page: Page): Promise<{ barId: string; previewToken: string }> {
  const email = `ar-logo.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await page.request.post('/register', {
    headers: await xsrf(page),
    data: { email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const barId = await startFromPreset(page, 'island-bar');
  await waitUntilSaved(page);
  const uploaded = await page.request.post('/api/uploads', {
    headers: await xsrf(page),
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: makePng(256, 128, [225, 20, 170]) } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
  const bar = ((await (await page.request.get(`/api/bars/${barId}`)).json()) as { data: Bar }).data;
  expect(bar.front.brandings.length).toBeGreaterThan(0);
  const front = { ...bar.front, brandings: bar.front.brandings.map((branding) => ({ ...branding, image_url: url })) };
  const saved = await page.request.put(`/api/bars/${barId}`, {
    headers: await xsrf(page),
    data: { version: bar.version, front },
  });
  expect(saved.status()).toBe(200);
  return { barId, previewToken: bar.preview_token };
}

test('the AR page shows the banners with their uploaded logos: the model textures load, no policy or loader error', async ({
  page,
  browser,
}) => {
  const { barId, previewToken } = await barWithLogoBanners(page);
  const phone = await (await browser.newContext()).newPage();
  const problems: string[] = [];
  phone.on('console', (message) => {
    // What three's loader says of a picture it could not read ("Couldn't load texture").
    if (/texture|image|GLTF/i.test(message.text())) problems.push(message.text());
  });
  const picture = phone.waitForResponse((response) => response.url().includes('/model.glb'));
  await phone.goto(`/ar/bars/${barId}?preview_token=${encodeURIComponent(previewToken)}`);
  expect((await picture).status()).toBe(200);
  await expect(phone.getByTestId('ar-model')).toHaveAttribute('data-state', 'loaded', { timeout: 60_000 });
  // model-viewer's scene graph: the materials whose base colour is a picture that loaded (a picture
  // three could not read leaves the material without a texture).
  const textured = await phone.getByTestId('model-viewer').evaluate((element) => {
    type Texture = { source: object | null } | null;
    type Material = { pbrMetallicRoughness: { baseColorTexture: { texture: Texture } | null } };
    const viewer = element as HTMLElement & { model?: { materials: Material[] } };
    return (viewer.model?.materials ?? []).filter((material) =>
      Boolean(material.pbrMetallicRoughness.baseColorTexture?.texture?.source),
    ).length;
  });
  expect(textured).toBeGreaterThan(0);
  expect(problems).toEqual([]);
  await phone.context().close();
});
