import { mkdirSync, writeFileSync } from 'node:fs';
import { registerVerified } from './accounts.ts';
import { firstFrame } from './canvas.ts';
import { expect, test } from './fixtures.ts';
import { startFromPreset } from './shellHelpers.ts';

const shots = '/tmp/shots/bar-picture/';

function unescapeHtml(text: string): string {
  return text.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

function metaContent(html: string, property: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html);
  return match ? unescapeHtml(match[1] as string) : null;
}

test('making the PDF gives the bar a picture that a shared link’s preview page names as og:image', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  await registerVerified(page, `picture.${Date.now()}@example.com`);
  const barId = await startFromPreset(page, 'compact-bar');
  // The first frame compiles every shader (software WebGL): a minute or more on a busy machine.
  await firstFrame(page);
  await expect(page.getByTestId('scene-progress')).toHaveCount(0, { timeout: 150_000 });

  const pictureStored = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes(`/api/bars/${barId}/picture`),
    { timeout: 240_000 },
  );
  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-pdf').click();
  const download = page.waitForEvent('download', { timeout: 150_000 });
  await page.getByTestId('pdf-download').click();
  await download;
  await expect(page.getByTestId('pdf-done')).toHaveAttribute('data-delivery', 'download');

  // After the PDF, without the user doing anything: the 3D view as the bar's raster picture.
  const stored = await pictureStored;
  expect(stored.status()).toBe(200);
  const picture = (await stored.json()).data;
  expect(picture).toMatchObject({ kind: 'raster', content_type: 'image/jpeg', is_stored: true });
  // Landscape, as a chat shows a link's preview, whatever the shape of the editor's canvas.
  expect(picture.width).toBeLessThanOrEqual(1200);
  expect(picture.width / picture.height).toBeCloseTo(1.6, 1);
  await page.getByTestId('pdf-dialog').getByRole('button', { name: 'Close' }).click();

  // The share dialog's preview link, as the customer would copy it.
  await page.getByTestId('file-menu').click();
  await page.getByTestId('file-share').click();
  const previewUrl = await page.getByTestId('share-preview-url').inputValue();
  expect(previewUrl).toContain('preview_token=');

  // A chat's crawler: no cookies, the link alone.
  const preview = await request.get(previewUrl);
  expect(preview.status()).toBe(200);
  const html = await preview.text();
  const image = metaContent(html, 'og:image');
  expect(image).toMatch(new RegExp(`/api/bars/${barId}/picture\\?preview_token=`));
  expect(metaContent(html, 'og:title')).toBeTruthy();
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');

  const served = await request.get(image as string);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  const bytes = await served.body();
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  mkdirSync(shots, { recursive: true });
  writeFileSync(`${shots}og-image.jpg`, bytes);

  // Without the link's token the picture is not served, and a wrong token names no picture.
  const withoutToken = await request.get(new URL(image as string).pathname);
  expect(withoutToken.status()).toBe(401);
  const wrong = await request.get(previewUrl.replace(/preview_token=[^&]+/, 'preview_token=wrong'));
  expect(await wrong.text()).not.toContain('og:image');
});
