import type { OperationMeta } from './openapiOperationMeta.ts';

/** The bar's version as an entity tag (`"7"`): what a PATCH names in `If-Match`; every bar reply sends it. */
export const BAR_ETAG = {
  ETag: {
    description: 'The bar\'s version in quotes (`"7"`): send it in `If-Match` with the next PATCH.',
    required: true,
    schema: { type: 'string', pattern: '^"[1-9][0-9]{0,9}"$' },
  },
} as const;

/** The operations on a bar's saved revisions ("Compare versions"); merged into OPERATIONS. */
export const REVISION_OPERATIONS: Readonly<Record<string, OperationMeta>> = {
  'GET /api/bars/{id}/revisions': {
    operationId: 'listBarRevisions',
    summary: 'List the kept revisions of a bar, newest first',
    tag: 'Bars',
    access: 'barView',
  },
  'GET /api/bars/{id}/revisions/{version}': {
    operationId: 'getBarRevision',
    summary: 'Read a kept revision of a bar with its document and parts list',
    tag: 'Bars',
    access: 'barView',
  },
  'POST /api/bars/{id}/revisions/{version}/restore': {
    operationId: 'restoreBarRevision',
    summary: "Make a kept revision's document the bar's next version (an undo takes it back)",
    tag: 'Bars',
    access: 'barEdit',
    errors: [409],
    headers: BAR_ETAG,
  },
};
