import type { OperationMeta } from './openapiOperations.ts';

const NO_CONTENT = { status: 204, description: 'Done; no content.' } as const;
const THROTTLED = 429;

/** The admin area's operations (dashboard, lists, records, catalogue, content); merged into OPERATIONS. */
export const ADMIN_OPERATIONS: Readonly<Record<string, OperationMeta>> = {
  'GET /api/admin-dashboard': {
    operationId: 'adminGetDashboard',
    summary: 'Read the figures of the admin dashboard',
    tag: 'Admin',
    access: 'admin',
  },
  'GET /api/users': { operationId: 'adminListUsers', summary: 'List users', tag: 'Admin', access: 'admin' },
  'GET /api/users/{id}': { operationId: 'adminGetUser', summary: 'Read one user', tag: 'Admin', access: 'admin' },
  'PUT /api/users/{id}': {
    operationId: 'adminUpdateUser',
    summary: "Change a user's admin flag, countries, profile and verified state",
    tag: 'Admin',
    access: 'admin',
    errors: [409],
  },
  'POST /api/users/{id}/verification-mail': {
    operationId: 'adminResendVerificationMail',
    summary: "Send a user's e-mail verification link again",
    tag: 'Admin',
    access: 'admin',
    errors: [THROTTLED],
  },
  'POST /api/create-admin': {
    operationId: 'adminCreateAdministrator',
    summary: 'Create an administrator account',
    tag: 'Admin',
    access: 'admin',
  },
  'GET /api/inquiries-index': {
    operationId: 'adminListInquiries',
    summary: 'List inquiries',
    tag: 'Admin',
    access: 'admin',
  },
  'GET /api/inquiries/{id}': {
    operationId: 'adminGetInquiry',
    summary: 'Read one inquiry',
    tag: 'Admin',
    access: 'admin',
  },
  'PUT /api/inquiries/{id}': {
    operationId: 'adminUpdateInquiry',
    summary: 'Change the status of an inquiry',
    tag: 'Admin',
    access: 'admin',
  },
  'GET /api/bars-index': { operationId: 'adminListBars', summary: 'List all bars', tag: 'Admin', access: 'admin' },
  'GET /api/bar-presets-index': {
    operationId: 'adminListPresets',
    summary: 'List all bar presets',
    tag: 'Admin',
    access: 'admin',
  },
  'POST /api/bar-presets': {
    operationId: 'adminCreatePreset',
    summary: 'Make a preset from a saved bar',
    tag: 'Admin',
    access: 'admin',
  },
  'PUT /api/bar-presets/{id}': {
    operationId: 'adminUpdatePreset',
    summary: 'Change a preset',
    tag: 'Admin',
    access: 'admin',
  },
  'DELETE /api/bar-presets/{id}': {
    operationId: 'adminDeletePreset',
    summary: 'Remove a preset',
    tag: 'Admin',
    access: 'admin',
    success: NO_CONTENT,
  },
  'GET /api/notifications-index': {
    operationId: 'adminListNotifications',
    summary: 'List the notifications sent to staff',
    tag: 'Admin',
    access: 'admin',
  },
  'GET /api/colors-index': { operationId: 'adminListColors', summary: 'List colours', tag: 'Admin', access: 'admin' },
  'GET /api/colors/{id}': { operationId: 'adminGetColor', summary: 'Read one colour', tag: 'Admin', access: 'admin' },
  'POST /api/colors': {
    operationId: 'adminCreateColor',
    summary: 'Create a colour',
    tag: 'Admin',
    access: 'admin',
    errors: [409],
  },
  'PUT /api/colors/{id}': {
    operationId: 'adminUpdateColor',
    summary: 'Change a colour',
    tag: 'Admin',
    access: 'admin',
  },
  'GET /api/audit-log': {
    operationId: 'adminListAuditLog',
    summary: 'List the changes administrators made',
    tag: 'Admin',
    access: 'admin',
  },
  'GET /api/parts-index': { operationId: 'adminListParts', summary: 'List parts', tag: 'Admin', access: 'admin' },
  'PUT /api/parts/{id}': {
    operationId: 'adminUpdatePart',
    summary: 'Change a part',
    tag: 'Admin',
    access: 'admin',
  },
  'PUT /api/vehicle-classes/{code}': {
    operationId: 'adminUpdateVehicleClass',
    summary: 'Change a vehicle class',
    tag: 'Admin',
    access: 'admin',
  },
  'GET /api/assemblies-index': {
    operationId: 'adminListAssemblies',
    summary: 'List assemblies',
    tag: 'Admin',
    access: 'admin',
  },
  'POST /api/assemblies': {
    operationId: 'adminCreateAssembly',
    summary: 'Create an assembly',
    tag: 'Admin',
    access: 'admin',
  },
  'PUT /api/assemblies/{id}': {
    operationId: 'adminUpdateAssembly',
    summary: 'Change an assembly',
    tag: 'Admin',
    access: 'admin',
  },
  'GET /api/content-sections': {
    operationId: 'adminGetContentSections',
    summary: "Read the home screen's sections in every language",
    tag: 'Admin',
    access: 'admin',
  },
  'PUT /api/content': {
    operationId: 'adminReplaceContentSections',
    summary: "Replace the home screen's sections",
    tag: 'Admin',
    access: 'admin',
  },
  'GET /api/embed-themes': {
    operationId: 'adminGetEmbedThemes',
    summary: 'Read the dealer themes of the embed',
    tag: 'Admin',
    access: 'admin',
  },
  'PUT /api/embed-themes': {
    operationId: 'adminReplaceEmbedThemes',
    summary: 'Replace the dealer themes of the embed',
    tag: 'Admin',
    access: 'admin',
  },
  'GET /api/embed-setup': {
    operationId: 'adminGetEmbedSetup',
    summary: 'Whether dealer sites may frame the embed (EMBED_ORIGINS) and the address for their snippet',
    tag: 'Admin',
    access: 'admin',
  },
};
