/**
 * Where "View in your room" leads: the AR page of a bar and the two model files the AR viewers
 * open (GLB for the browser and Android's Scene Viewer, USDZ for iOS AR Quick Look), each carrying
 * the bar's preview token, because Scene Viewer and Quick Look fetch the file without the
 * browser's session.
 */

/** The MIME type iOS AR Quick Look requires of the model file (the server sends it). */
export const USDZ_TYPE = 'model/vnd.usdz+zip';

export type ArPlatform = 'android' | 'ios' | 'desktop';

function withPreviewToken(path: string, previewToken: string): string {
  return `${path}?preview_token=${encodeURIComponent(previewToken)}`;
}

function barPath(barId: string): string {
  return `/bars/${encodeURIComponent(barId)}`;
}

/** `/ar/bars/{id}?preview_token=…`: the page that shows the model and offers AR, without login. */
export function arPagePath(barId: string, previewToken: string): string {
  return withPreviewToken(`/ar${barPath(barId)}`, previewToken);
}

/** The model files under the API base (`/api`), readable with the preview token alone. */
export function modelUrls(apiBase: string, barId: string, previewToken: string): { glb: string; usdz: string } {
  const base = `${apiBase}${barPath(barId)}`;
  return {
    glb: withPreviewToken(`${base}/model.glb`, previewToken),
    usdz: withPreviewToken(`${base}/model.usdz`, previewToken),
  };
}

/**
 * The Android intent that opens Scene Viewer in AR with the model at `glbUrl` (absolute: Scene
 * Viewer runs in another app); without Scene Viewer the browser opens `fallbackUrl` (the AR page).
 * The parameters are those model-viewer sends.
 */
export function sceneViewerIntent(glbUrl: string, title: string, fallbackUrl: string): string {
  const params = new URLSearchParams({ mode: 'ar_preferred', disable_occlusion: 'true', title });
  return (
    `intent://arvr.google.com/scene-viewer/1.2?${params.toString()}&file=${encodeURIComponent(glbUrl)}` +
    '#Intent;scheme=https;package=com.google.android.googlequicksearchbox;action=android.intent.action.VIEW;' +
    `S.browser_fallback_url=${encodeURIComponent(fallbackUrl)};end;`
  );
}

/**
 * Which AR the device offers: Android (Scene Viewer), iOS and iPadOS (Quick Look; an iPad
 * presents itself as a Mac with a touch screen), or none (desktop: the QR code for a phone).
 */
export function arPlatformOf(device: { userAgent: string; platform: string; maxTouchPoints: number }): ArPlatform {
  if (/android/i.test(device.userAgent)) return 'android';
  if (/iPad|iPhone|iPod/.test(device.userAgent)) return 'ios';
  if (device.platform === 'MacIntel' && device.maxTouchPoints > 1) return 'ios';
  return 'desktop';
}

export function currentArPlatform(): ArPlatform {
  return arPlatformOf(navigator);
}

/** The preview token inside a preview link (`…?preview_token=…`) as the share API answers it. */
export function previewTokenOfLink(previewUrl: string): string | null {
  try {
    return new URL(previewUrl, 'http://link.invalid').searchParams.get('preview_token');
  } catch {
    return null;
  }
}
