import { NO_CONTENT, type OperationMeta, THROTTLED } from './openapiOperationMeta.ts';

/** An operation of the admin area: every one is tagged Admin and open to administrators only. */
function admin(operationId: string, summary: string, more: Partial<OperationMeta> = {}): OperationMeta {
  return { operationId, summary, tag: 'Admin', access: 'admin', ...more };
}

/** The admin area's operations (dashboard, lists, records, catalogue, content); merged into OPERATIONS. */
export const ADMIN_OPERATIONS: Readonly<Record<string, OperationMeta>> = {
  'GET /api/admin-dashboard': admin('adminGetDashboard', 'Read the figures of the admin dashboard'),
  'GET /api/users': admin('adminListUsers', 'List users'),
  'GET /api/users/{id}': admin('adminGetUser', 'Read one user'),
  'PUT /api/users/{id}': admin('adminUpdateUser', "Change a user's admin flag, countries, profile and verified state", {
    errors: [409],
  }),
  'POST /api/users/{id}/verification-mail': admin(
    'adminResendVerificationMail',
    "Send a user's e-mail verification link again",
    { errors: [THROTTLED] },
  ),
  'POST /api/create-admin': admin('adminCreateAdministrator', 'Create an administrator account'),
  'GET /api/inquiries-index': admin('adminListInquiries', 'List inquiries'),
  'GET /api/inquiries/{id}': admin('adminGetInquiry', 'Read one inquiry'),
  'PUT /api/inquiries/{id}': admin('adminUpdateInquiry', 'Change the status of an inquiry'),
  'PATCH /api/inquiries/{id}': admin('adminChangeInquiry', 'Change the status or the assignee of an inquiry'),
  'POST /api/inquiries/{id}/messages': admin(
    'adminReplyToInquiry',
    "Mail a reply to the inquiry's customer in their language and keep it in the history",
    { errors: [409] },
  ),
  'POST /api/inquiries/{id}/notes': admin('adminAddInquiryNote', 'Keep an internal note on an inquiry (not mailed)'),
  'GET /api/inquiry-assignees': admin(
    'adminListInquiryAssignees',
    'List the administrators an inquiry may be assigned to',
  ),
  'GET /api/inquiries-index.csv': admin('adminExportInquiries', 'Download the filtered inquiry list as CSV', {
    success: {
      status: 200,
      contentType: 'text/csv',
      description:
        'UTF-8 with BOM, every inquiry the list query finds (at most 10 000), in its sort; the same query as `GET /api/inquiries-index`, `page` ignored. Cells a spreadsheet would run as a formula are quoted and start with an apostrophe.',
    },
  }),
  'GET /api/bars-index': admin('adminListBars', 'List all bars'),
  'GET /api/bar-presets-index': admin('adminListPresets', 'List all bar presets'),
  'POST /api/bar-presets': admin('adminCreatePreset', 'Make a preset from a saved bar'),
  'PUT /api/bar-presets/{id}': admin('adminUpdatePreset', 'Change a preset'),
  'DELETE /api/bar-presets/{id}': admin('adminDeletePreset', 'Remove a preset', { success: NO_CONTENT }),
  'GET /api/notifications-index': admin('adminListNotifications', 'List the notifications sent to staff'),
  'GET /api/colors-index': admin('adminListColors', 'List colours'),
  'GET /api/colors/{id}': admin('adminGetColor', 'Read one colour'),
  'POST /api/colors': admin('adminCreateColor', 'Create a colour', { errors: [409] }),
  'PUT /api/colors/{id}': admin('adminUpdateColor', 'Change a colour'),
  'GET /api/audit-log': admin('adminListAuditLog', 'List the changes administrators made'),
  'GET /api/parts-index': admin('adminListParts', 'List parts'),
  'PUT /api/parts/{id}': admin('adminUpdatePart', 'Change a part'),
  'PUT /api/vehicle-classes/{code}': admin('adminUpdateVehicleClass', 'Change a vehicle class'),
  'GET /api/assemblies-index': admin('adminListAssemblies', 'List assemblies'),
  'POST /api/assemblies': admin('adminCreateAssembly', 'Create an assembly'),
  'PUT /api/assemblies/{id}': admin('adminUpdateAssembly', 'Change an assembly'),
  'GET /api/assemblies/{id}/usage': admin(
    'adminGetAssemblyUsage',
    'Count the saved bars and active presets that hold an assembly',
  ),
  'GET /api/content-sections': admin('adminGetContentSections', "Read the home screen's sections in every language"),
  'PUT /api/content': admin('adminReplaceContentSections', "Replace the home screen's sections"),
  'GET /api/embed-themes': admin('adminGetEmbedThemes', 'Read the dealer themes of the embed'),
  'PUT /api/embed-themes': admin('adminReplaceEmbedThemes', 'Replace the dealer themes of the embed'),
  'GET /api/embed-setup': admin(
    'adminGetEmbedSetup',
    'Whether dealer sites may frame the embed (EMBED_ORIGINS) and the address for their snippet',
  ),
};
