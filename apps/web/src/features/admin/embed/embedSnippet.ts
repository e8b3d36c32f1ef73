import type { EmbedTheme } from '@bar/contracts/embed';

/** What a dealer's snippet names: this site, the preset the frame starts from and the dealer's theme. */
export type SnippetInput = { configuratorUrl: string; presetId: number; dealer: EmbedTheme['dealer'] };

/** The embed page's address for a dealer: `/embed/bars/{preset}?dealer=…` on this site. */
export function embedAddress({ configuratorUrl, presetId, dealer }: SnippetInput): string {
  const url = new URL(`/embed/bars/${presetId}`, configuratorUrl);
  url.searchParams.set('dealer', dealer);
  return url.href;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML a dealer pastes into their page: the frame with the size and attributes docs/embed.md
 * names. Events and commands need a few lines of script more, which the documentation shows.
 */
export function embedSnippet(input: SnippetInput): string {
  return [
    '<iframe title="Bar configurator" width="1200" height="720" style="border:0" allow="fullscreen"',
    `        src="${escapeAttribute(embedAddress(input))}"></iframe>`,
  ].join('\n');
}

/** Whether a theme's dealer site is one the server lets frame the embed (a theme without a site is chosen by `?dealer=`). */
export function isOriginAllowed(theme: Pick<EmbedTheme, 'origin'>, allowedOrigins: readonly string[]): boolean {
  return theme.origin === null || allowedOrigins.includes(theme.origin);
}
