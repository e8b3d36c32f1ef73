import { create } from 'qrcode';
import { describe, expect, test } from 'vitest';
import {
  arPagePath,
  arPlatformOf,
  modelUrls,
  previewTokenOfLink,
  sceneViewerIntent,
} from '../src/features/ar/arLinks.ts';
import { fallbackFileName } from '../src/features/editor/downloads/barFiles.ts';

const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('AR links', () => {
  test('the AR page and the model files carry the preview token, encoded', () => {
    expect(arPagePath('b 1', 'a+b/c')).toBe('/ar/bars/b%201?preview_token=a%2Bb%2Fc');
    expect(modelUrls('/api', 'b1', 'tok')).toEqual({
      glb: '/api/bars/b1/model.glb?preview_token=tok',
      usdz: '/api/bars/b1/model.usdz?preview_token=tok',
    });
  });

  test('the Scene Viewer intent opens the absolute GLB in AR and falls back to the AR page', () => {
    const glb = 'https://bars.example/api/bars/b1/model.glb?preview_token=tok';
    const page = 'https://bars.example/ar/bars/b1?preview_token=tok';
    const intent = sceneViewerIntent(glb, 'My bar & more', page);
    expect(intent.startsWith('intent://arvr.google.com/scene-viewer/1.2?')).toBe(true);
    const [query = '', fragment = ''] = intent.slice(intent.indexOf('?') + 1).split('#');
    const params = new URLSearchParams(query);
    expect(params.get('file')).toBe(glb);
    expect(params.get('mode')).toBe('ar_preferred');
    expect(params.get('title')).toBe('My bar & more');
    expect(fragment.split(';')).toEqual([
      'Intent',
      'scheme=https',
      'package=com.google.android.googlequicksearchbox',
      'action=android.intent.action.VIEW',
      `S.browser_fallback_url=${encodeURIComponent(page)}`,
      'end',
      '',
    ]);
  });

  test.each([
    [{ userAgent: PIXEL, platform: 'Linux armv8l', maxTouchPoints: 5 }, 'android'],
    [{ userAgent: IPHONE, platform: 'iPhone', maxTouchPoints: 5 }, 'ios'],
    // iPadOS asks for the desktop site: a Mac with a touch screen.
    [{ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 5 }, 'ios'],
    [{ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 0 }, 'desktop'],
    [{ userAgent: DESKTOP_CHROME, platform: 'Win32', maxTouchPoints: 0 }, 'desktop'],
  ] as const)('the platform of %o is %s', (device, platform) => {
    expect(arPlatformOf(device)).toBe(platform);
  });

  test('the preview token is taken out of the share API preview link', () => {
    expect(previewTokenOfLink('https://bars.example/bars/b1?preview_token=abc%2B1')).toBe('abc+1');
    expect(previewTokenOfLink('https://bars.example/bars/b1')).toBeNull();
  });

  test('the QR encoder makes a symbol for an AR address (no network, a matrix of modules)', () => {
    const { modules } = create('https://bars.example/ar/bars/0b1c?preview_token=x'.padEnd(120, 'x'), {
      errorCorrectionLevel: 'M',
    });
    expect(modules.size).toBeGreaterThanOrEqual(29);
    expect(modules.data.length).toBe(modules.size * modules.size);
  });
});

describe('download file names', () => {
  test('without a name from the server, the bar name with the file type', () => {
    expect(fallbackFileName('Bar Ä/1', 'glb')).toBe('Bar-A-1.glb');
    expect(fallbackFileName('***', 'csv')).toBe('bar.csv');
  });
});
