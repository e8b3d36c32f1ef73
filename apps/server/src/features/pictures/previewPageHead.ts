import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveAccess } from '../bars/access.ts';
import { findBarHead } from '../bars/repository.ts';
import { findBarPicture } from './repository.ts';

// The preview page's link preview: a link to a shared bar pasted into a chat shows the bar's name
// and its best picture (Open Graph, Twitter cards). Crawlers read the HTML only, so the tags are
// written into the index.html the server sends for that page.

const PREVIEW_PAGE = /^\/bars\/([0-9a-fA-F-]{36})$/;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function meta(attribute: 'property' | 'name', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function previewTokenOf(request: FastifyRequest): string | null {
  const token = (request.query as Record<string, unknown> | undefined)?.preview_token;
  return typeof token === 'string' && token !== '' && token.length <= 128 ? token : null;
}

/**
 * The tags for `/bars/{id}?preview_token=…` when the token shows that bar now (not revoked, bar
 * not removed): its name, and its picture with an address that serves it with the same token.
 * Empty for any other page, token or bar, so nothing of a bar the link may not show is written.
 */
export async function previewPageHead(
  app: FastifyInstance,
  request: FastifyRequest,
  publicUrl: string,
): Promise<string> {
  const path = request.url.split('?')[0] ?? '';
  const barId = PREVIEW_PAGE.exec(path)?.[1];
  const token = previewTokenOf(request);
  if (!barId || !token) return '';
  const bar = await findBarHead(app.db, barId.toLowerCase());
  // The token alone decides (a crawler has no session): the address must work for whoever gets the link.
  if (
    !bar ||
    bar.deletedAt ||
    resolveAccess(bar, { session: null, editToken: undefined, previewToken: token }) === null
  ) {
    return '';
  }
  const base = publicUrl.replace(/\/+$/, '');
  const id = encodeURIComponent(bar.id);
  const tokenParam = `preview_token=${encodeURIComponent(token)}`;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', bar.name),
    meta('property', 'og:url', `${base}/bars/${id}?${tokenParam}`),
  ];
  const picture = await findBarPicture(app.db, bar.id);
  if (picture) {
    // `v` names the stored picture: a chat's cache of an older picture is not reused.
    const image = `${base}/api/bars/${id}/picture?${tokenParam}&v=${picture.uploadId.slice(0, 12)}`;
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:type', picture.content_type),
      meta('property', 'og:image:width', String(picture.width)),
      meta('property', 'og:image:height', String(picture.height)),
      meta('property', 'og:image:alt', bar.name),
      meta('name', 'twitter:card', 'summary_large_image'),
    );
  }
  return tags.join('\n    ');
}
