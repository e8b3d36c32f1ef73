import { ADMIN_OPERATIONS } from './openapiAdminOperations.ts';
import { EXPORT_OPERATIONS } from './openapiExportOperations.ts';
import { NO_CONTENT, type OperationMeta, THROTTLED } from './openapiOperationMeta.ts';
import { BAR_ETAG, REVISION_OPERATIONS } from './openapiRevisionOperations.ts';
import { SESSION_OPERATIONS } from './openapiSessionOperations.ts';

/**
 * What the OpenAPI document says about each operation beyond its zod schemas: a stable
 * operationId, a summary, who may call it, and the error replies its handler raises on purpose.
 * The replies every route of a kind can give (401 for users, 422 for validated input, ...) are
 * derived from this in openapiDocument.ts; `errors` lists only what a handler adds by itself.
 */

/** One entry per operation, keyed by `METHOD /path` as the OpenAPI document spells it. */
export const OPERATIONS: Readonly<Record<string, OperationMeta>> = {
  ...EXPORT_OPERATIONS,
  ...REVISION_OPERATIONS,
  ...ADMIN_OPERATIONS,
  ...SESSION_OPERATIONS,
  'GET /sanctum/csrf-cookie': {
    operationId: 'startSession',
    summary: 'Start a session and receive its XSRF-TOKEN cookie',
    tag: 'Session',
    access: 'public',
    success: { status: 204, description: 'Session started; the bar_session and XSRF-TOKEN cookies are set.' },
  },
  'GET /api/health': {
    operationId: 'getHealth',
    summary: 'Check that the server and its database answer',
    tag: 'Health',
    access: 'public',
  },

  'GET /api/base-modules': {
    operationId: 'listBaseModules',
    summary: 'List the base modules of the catalogue',
    tag: 'Catalogue',
    access: 'public',
  },
  'GET /api/parts': {
    operationId: 'listParts',
    summary: 'List the parts of the catalogue',
    tag: 'Catalogue',
    access: 'public',
  },
  'GET /api/parts/{id}': { operationId: 'getPart', summary: 'Read one part', tag: 'Catalogue', access: 'public' },
  'GET /api/vehicle-classes': {
    operationId: 'listVehicleClasses',
    summary: 'List the vehicle classes the transport plan is checked against',
    tag: 'Catalogue',
    access: 'public',
  },
  'GET /api/vehicle-classes/{code}': {
    operationId: 'getVehicleClass',
    summary: 'Read one vehicle class',
    tag: 'Catalogue',
    access: 'public',
  },
  'GET /api/assemblies': {
    operationId: 'listAssemblies',
    summary: 'List the active assemblies, optionally of one type',
    tag: 'Catalogue',
    access: 'public',
  },
  'GET /api/assemblies/{id}': {
    operationId: 'getAssembly',
    summary: 'Read one assembly, also an inactive one',
    tag: 'Catalogue',
    access: 'public',
  },
  'GET /api/colors': {
    operationId: 'listColors',
    summary: 'List the colour palette',
    tag: 'Catalogue',
    access: 'public',
  },
  'GET /api/downloads/parts.csv': {
    operationId: 'downloadPartsCsv',
    summary: 'Download the parts list of the catalogue as CSV',
    tag: 'Catalogue',
    access: 'public',
    success: { status: 200, contentType: 'text/csv', description: 'The parts as a CSV file.' },
  },
  'GET /api/downloads/colors.csv': {
    operationId: 'downloadColorsCsv',
    summary: 'Download the RAL colours as CSV',
    tag: 'Catalogue',
    access: 'public',
    success: { status: 200, contentType: 'text/csv', description: 'The colours as a CSV file.' },
  },

  'GET /api/bars': { operationId: 'listBars', summary: 'List my saved bars', tag: 'Bars', access: 'user' },
  'POST /api/bars': {
    operationId: 'createBar',
    summary: 'Create a bar, empty or from a preset',
    tag: 'Bars',
    access: 'session',
  },
  'GET /api/bars/{id}': {
    operationId: 'getBar',
    summary: 'Open a bar',
    tag: 'Bars',
    access: 'barView',
    headers: BAR_ETAG,
  },
  'PUT /api/bars/{id}': {
    operationId: 'saveBar',
    summary: 'Save or rename a bar',
    tag: 'Bars',
    access: 'barEdit',
    errors: [409],
    headers: BAR_ETAG,
  },
  'PATCH /api/bars/{id}': {
    operationId: 'patchBar',
    summary: 'Save a few changes to a bar (RFC 6902 JSON Patch on the version named in If-Match)',
    tag: 'Bars',
    access: 'barEdit',
    errors: [409],
    headers: BAR_ETAG,
  },
  'DELETE /api/bars/{id}': {
    operationId: 'deleteBar',
    summary: 'Remove a bar',
    tag: 'Bars',
    access: 'barEdit',
    success: NO_CONTENT,
  },
  'POST /api/bars/{id}/duplicate': {
    operationId: 'duplicateBar',
    summary: 'Copy a bar under a new name',
    tag: 'Bars',
    access: 'barEdit',
  },
  'POST /api/bars/{id}/undo': {
    operationId: 'undoBarChange',
    summary: 'Go back to the previous saved revision',
    tag: 'Bars',
    access: 'barEdit',
    errors: [409],
  },
  'POST /api/bars/{id}/redo': {
    operationId: 'redoBarChange',
    summary: 'Go forward to the next saved revision',
    tag: 'Bars',
    access: 'barEdit',
    errors: [409],
  },
  'POST /api/bars/{id}/share': {
    operationId: 'getBarShareLinks',
    summary: 'Get the preview and edit links of my bar',
    tag: 'Bars',
    access: 'barEdit',
  },
  'DELETE /api/bars/{id}/share': {
    operationId: 'replaceBarShareLinks',
    summary: 'Replace the share links of my bar (old links stop working)',
    tag: 'Bars',
    access: 'barEdit',
    success: NO_CONTENT,
  },
  'GET /api/bars/{id}/events': {
    operationId: 'watchBar',
    summary: 'Follow a bar live, its changes and who is on it, as server-sent events',
    tag: 'Bars',
    access: 'barView',
    errors: [429],
    success: {
      status: 200,
      contentType: 'text/event-stream',
      description:
        'Events: `hello` (your participant id, presence key and colour), `patch` (id: the version; RFC 6902 operations on the bar), `reload` (the missed versions are no longer kept), `presence` (everyone on the bar), `end` (the stream ends: links replaced, logged out, bar removed). A reconnect with `Last-Event-ID` gets the versions it missed.',
    },
  },
  'POST /api/bars/{id}/presence': {
    operationId: 'tellBarPresence',
    summary: 'Tell the others on a bar what you selected and where you look from',
    tag: 'Bars',
    access: 'barView',
    errors: [404, 429],
    success: NO_CONTENT,
  },
  'GET /api/bars/{id}/download': {
    operationId: 'downloadBarPdf',
    summary: 'Download the parts list of a bar as PDF',
    tag: 'Bars',
    access: 'barView',
    success: { status: 200, contentType: 'application/pdf', description: 'The parts list as a PDF document.' },
  },
  'POST /api/bars/{id}/pdf': {
    operationId: 'mailBarPdf',
    summary: 'Have the parts list PDF of a bar sent by e-mail',
    tag: 'Bars',
    access: 'barView',
    errors: [THROTTLED],
  },

  'GET /api/bar-presets': {
    operationId: 'listPresets',
    summary: 'List the active bar presets, optionally filtered',
    tag: 'Presets',
    access: 'public',
  },
  'GET /api/bar-presets/{id}': {
    operationId: 'getPreset',
    summary: 'Read one preset (administrators also read inactive ones)',
    tag: 'Presets',
    access: 'public',
  },

  'POST /api/uploads': {
    operationId: 'uploadImage',
    summary: 'Upload a JPG or PNG image for a banner or sign',
    tag: 'Uploads',
    access: 'session',
    errors: [THROTTLED],
    requestBody: { contentType: 'multipart/form-data', description: 'The image in the field `file` (at most 2 MB).' },
  },
  'GET /api/uploads/{id}': {
    operationId: 'getUploadedImage',
    summary: 'Read an uploaded image',
    tag: 'Uploads',
    access: 'public',
    success: { status: 200, contentType: 'image/*', description: 'The image bytes (PNG or JPEG).' },
  },

  'GET /api/content': {
    operationId: 'getHomeContent',
    summary: "Read the home screen's sections in the request's language",
    tag: 'Content',
    access: 'public',
  },

  'GET /api/embed': {
    operationId: 'getEmbedSettings',
    summary: "Read the origins that may frame the embed and a dealer's theme (by dealer or origin)",
    tag: 'Content',
    access: 'public',
  },

  'GET /api/user': { operationId: 'getCurrentUser', summary: 'Read my account', tag: 'Account', access: 'user' },
  'PUT /api/user': {
    operationId: 'updateCurrentUser',
    summary: 'Change my profile, language or password',
    tag: 'Account',
    access: 'user',
  },
  'DELETE /api/user': {
    operationId: 'deleteCurrentUser',
    summary: 'Delete my account (my requests are kept anonymised)',
    tag: 'Account',
    access: 'user',
    errors: [403],
    success: { status: 204, description: 'Account deleted; the browser gets a new guest session.' },
  },
  'POST /api/user/email': {
    operationId: 'requestEmailChange',
    summary: 'Change my login e-mail (effective once the mailed link is opened)',
    tag: 'Account',
    access: 'user',
    errors: [THROTTLED],
  },
  'POST /api/user/email/confirm': {
    operationId: 'confirmEmailChange',
    summary: 'Confirm an e-mail change with the token of the mailed link',
    tag: 'Account',
    access: 'session',
    errors: [410],
  },
  'GET /api/user/export': {
    operationId: 'exportCurrentUser',
    summary: 'Download my data (account, addresses, bars, requests) as JSON',
    tag: 'Account',
    access: 'user',
  },
  'GET /api/addresses': { operationId: 'listAddresses', summary: 'List my addresses', tag: 'Account', access: 'user' },
  'POST /api/addresses': { operationId: 'createAddress', summary: 'Add an address', tag: 'Account', access: 'user' },
  'PUT /api/addresses/{id}': {
    operationId: 'updateAddress',
    summary: 'Change one of my addresses',
    tag: 'Account',
    access: 'user',
  },
  'PUT /api/addresses/{id}/default': {
    operationId: 'setDefaultAddress',
    summary: 'Make one of my addresses the default',
    tag: 'Account',
    access: 'user',
  },
  'DELETE /api/addresses/{id}': {
    operationId: 'deleteAddress',
    summary: 'Remove one of my addresses',
    tag: 'Account',
    access: 'user',
    success: NO_CONTENT,
  },
  'GET /api/user/inventory': {
    operationId: 'getInventory',
    summary: 'List the parts I already own',
    tag: 'Account',
    access: 'user',
  },
  'PUT /api/user/inventory': {
    operationId: 'replaceInventory',
    summary: 'Replace the list of parts I own',
    tag: 'Account',
    access: 'user',
  },
  'POST /api/user/inventory/import': {
    operationId: 'importInventory',
    summary: 'Replace or add to the parts I own from a CSV file',
    tag: 'Account',
    access: 'user',
    requestBody: {
      contentType: 'text/csv',
      description:
        'Part number in the first column, count in the second (comma, semicolon or tab between them; an optional header row), at most 256 KB, at least one part line. Read in the encoding its byte order mark names, else the `charset` of the Content-Type (`utf-8`, `iso-8859-1`, `windows-1252`, `utf-16`, ...), else UTF-8, or Windows-1252 when the bytes are no UTF-8. A 422 lists the first 50 bad lines and counts the rest.',
    },
  },

  'POST /api/inquiries': {
    operationId: 'createInquiry',
    summary: 'Ask for a quote for one of my bars',
    tag: 'Inquiries',
    access: 'user',
    errors: [403, 404, 409, THROTTLED],
  },
  'POST /api/consultations': {
    operationId: 'createConsultation',
    summary: 'Ask the sales team for a consultation call (guests too)',
    tag: 'Inquiries',
    access: 'session',
    errors: [409, THROTTLED],
  },
};
