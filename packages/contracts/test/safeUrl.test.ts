import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeLinkUrl, safeUrlSchema } from '../src/safeUrl.ts';

describe('addresses administrators store', () => {
  it.each([
    '/media/intro.webm',
    '/api/downloads/parts.csv?locale=de',
    '/',
    'https://example.org/video.mp4',
    'HTTPS://EXAMPLE.ORG/',
    'http://example.org:8080/a?b=c#d',
  ])('accepts %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript://example.org/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example\\x',
    'https:evil.example',
    'https:/evil.example',
    'https://',
    'media/intro.webm',
    '',
    ' /media/intro.webm',
  ])('refuses %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
    expect(safeUrlSchema.safeParse(url).success).toBe(false);
  });

  it('refuses every scheme but http and https, whatever its case (property)', () => {
    const scheme = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,12}$/);
    fc.assert(
      fc.property(scheme, fc.string(), (name, rest) => {
        const allowed = ['http', 'https'].includes(name.toLowerCase()) && rest.startsWith('//');
        if (!allowed) expect(isSafeLinkUrl(`${name}:${rest}`)).toBe(false);
      }),
    );
  });

  it('an accepted address is read by the URL parser as http(s) on some host or as a path here (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.webPath()), (url) => {
        if (!isSafeLinkUrl(url)) return;
        const parsed = new URL(url, 'https://bar.example.org/');
        expect(['https:', 'http:']).toContain(parsed.protocol);
        if (url.startsWith('/')) expect(parsed.host).toBe('bar.example.org');
      }),
    );
  });
});
