import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { canShareLink, mailtoHref } from '../src/ui/sendLink.ts';

/** The subject and body a mail program reads from a `mailto:` address (RFC 6068). */
function readMailto(href: string): { to: string; subject: string | null; body: string | null } {
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  const query = new URLSearchParams(url.search);
  return { to: url.pathname, subject: query.get('subject'), body: query.get('body') };
}

describe('Send me the link', () => {
  test('the mail has no recipient and carries the address of the page in its body', () => {
    const url = 'https://bars.example/bars/6f1c?edit_token=a+b/c&x=1#top';
    const href = mailtoHref({ url, subject: 'My bar: go on on a computer', body: `Open this link:\n\n${url}` });
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    // Spaces as %20, not "+", which some mail programs would show as plus signs.
    expect(href).not.toContain('+');
    expect(readMailto(href)).toEqual({
      to: '',
      subject: 'My bar: go on on a computer',
      body: `Open this link:\n\n${url}`,
    });
  });

  test('any subject and body come back unchanged, with no second parameter smuggled in', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (subject, body) => {
        const href = mailtoHref({ url: 'https://bars.example/', subject, body });
        const query = new URLSearchParams(new URL(href).search);
        expect([...query.keys()]).toEqual(['subject', 'body']);
        expect(query.get('subject')).toBe(subject);
        expect(readMailto(href).body).toBe(body);
      }),
    );
  });

  test('the share sheet is offered only where the browser has the Web Share API and accepts the link', () => {
    const url = 'https://bars.example/';
    const share = async () => undefined;
    expect(canShareLink(undefined, url)).toBe(false);
    expect(canShareLink({ share: undefined as unknown as Navigator['share'], canShare: () => true }, url)).toBe(false);
    expect(canShareLink({ share, canShare: undefined as unknown as Navigator['canShare'] }, url)).toBe(true);
    expect(canShareLink({ share, canShare: () => true }, url)).toBe(true);
    expect(canShareLink({ share, canShare: () => false }, url)).toBe(false);
  });
});
