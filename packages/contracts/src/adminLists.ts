import { ASSEMBLY_TYPES, PART_TYPES } from '@bar/domain/catalogue';
import { z } from 'zod';
import { dataEnvelope, pageMetaSchema } from './common.ts';
import { countryCodeResponseSchema } from './countries.ts';
import { msg } from './messages.ts';
import { PRESET_FILTERS } from './presets.ts';
import { centsSchema, gramsSchema } from './units.ts';

/**
 * The admin lists of decisions.md 3: `GET /api/<path>?page=2&search=x&sortBy[]=email.asc&filter[is_admin]=true`.
 * Every list pages by 25 and sorts by `id.desc` unless told otherwise. An unknown sort key,
 * filter name or filter value is a 422 with the field named (`sortBy.0`, `filter.status`).
 */

export const ADMIN_PAGE_SIZE = 25;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const DEFAULT_ADMIN_SORT = 'id.desc';

/** The statuses an inquiry moves through; the admin inquiry record accepts exactly these. */
export const INQUIRY_STATUSES = ['new', 'in_progress', 'quoted', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** A quote request for a bar, or a consultation (call back) request; both are listed as inquiries. */
export const INQUIRY_KINDS = ['quote', 'consultation'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

export const NOTIFICATION_KINDS = ['inquiry', 'consultation'] as const;
const BOOLEAN_VALUES = ['true', 'false'] as const;

/** The kinds of record the admin area writes, as the audit log names them. */
export const AUDIT_RECORD_TYPES = [
  'user',
  'color',
  'part',
  'assembly',
  'vehicle-class',
  'preset',
  'inquiry',
  'content',
  'embed-themes',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A filter whose value is a day, `2026-11-28` (UTC). */
export const DAY_FILTER = 'day';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A filter whose value is a record id, `12`. */
export const ID_FILTER = 'id';
const ID_PATTERN = /^[1-9]\d{0,8}$/;

/** Whether `value` is a record id as a filter writes it. */
export function isFilterId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** Whether `value` is a real day written `YYYY-MM-DD` (no 31 April). */
export function isFilterDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * Per list: the API path, the keys `sortBy` accepts and the filters with their allowed values
 * (`null`: any text; the inquiries' country takes a code or a country's name, as requests do;
 * `DAY_FILTER`: a day).
 */
export const ADMIN_LISTS = {
  users: {
    path: 'users',
    sortKeys: ['id', 'email', 'family_name', 'created_at'],
    filters: { is_admin: BOOLEAN_VALUES, verified: BOOLEAN_VALUES },
  },
  /**
   * `open`: new or in progress; `my_countries`: in the countries the signed-in administrator is
   * responsible for; `assignee`: an administrator's id; `from`/`to`: received on these days (UTC,
   * both included). `GET /api/inquiries-index.csv` takes the same query and answers every match.
   */
  inquiries: {
    path: 'inquiries-index',
    sortKeys: ['id', 'created_at', 'status', 'country'],
    filters: {
      status: INQUIRY_STATUSES,
      country: null,
      kind: INQUIRY_KINDS,
      open: ['true'],
      my_countries: ['true'],
      assignee: ID_FILTER,
      from: DAY_FILTER,
      to: DAY_FILTER,
    },
  },
  /** `id.desc` (the default) lists the newest created bar first; ids themselves are uuids. */
  bars: {
    path: 'bars-index',
    sortKeys: ['id', 'name', 'created_at', 'updated_at', 'total_price'],
    filters: { owner: ['registered', 'guest'] },
  },
  presets: {
    path: 'bar-presets-index',
    sortKeys: ['id', 'code', 'name', 'type', 'is_active'],
    filters: { ...PRESET_FILTERS, is_active: BOOLEAN_VALUES },
  },
  notifications: {
    path: 'notifications-index',
    sortKeys: ['id', 'created_at', 'recipient_email', 'kind'],
    filters: { kind: NOTIFICATION_KINDS },
  },
  colors: {
    path: 'colors-index',
    sortKeys: ['id', 'code', 'name'],
    filters: { is_active: BOOLEAN_VALUES },
  },
  parts: {
    path: 'parts-index',
    sortKeys: ['id', 'code', 'type', 'price', 'weight'],
    filters: { type: PART_TYPES },
  },
  assemblies: {
    path: 'assemblies-index',
    sortKeys: ['id', 'code', 'type', 'width', 'height'],
    filters: { type: ASSEMBLY_TYPES, is_active: BOOLEAN_VALUES },
  },
  /**
   * `GET /api/audit-log`: every admin write. The search looks at record type, record id and the
   * administrator's e-mail; `filter[from]` and `filter[to]` are days (`2026-11-28`, UTC, both included).
   */
  audit: {
    path: 'audit-log',
    sortKeys: ['id', 'created_at', 'record_type', 'actor_email'],
    filters: { record_type: AUDIT_RECORD_TYPES, action: AUDIT_ACTIONS, from: DAY_FILTER, to: DAY_FILTER },
  },
} as const satisfies Record<
  string,
  {
    path: string;
    sortKeys: readonly string[];
    filters: Record<string, readonly string[] | typeof DAY_FILTER | typeof ID_FILTER | null>;
  }
>;
export type AdminListName = keyof typeof ADMIN_LISTS;
export type AdminListSortKey<L extends AdminListName> = (typeof ADMIN_LISTS)[L]['sortKeys'][number];
export type AdminListFilterName<L extends AdminListName> = keyof (typeof ADMIN_LISTS)[L]['filters'] & string;

/** Empty strings (a cleared search box or filter select) count as "not given". */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const toArray = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The query of every list, after the server has gathered `sortBy[]` / `sortBy` and
 * `filter[name]` into `sortBy` and `filter`. Checking keys and values per list happens on top.
 */
export const adminListQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  sortBy: z.preprocess(
    (value) => toArray(value).filter((item) => item !== ''),
    z.array(z.string().regex(/^[a-z_]+\.(asc|desc)$/, msg('validation.sortFormat'))).max(5),
  ),
  filter: z.preprocess(
    (value) =>
      value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).filter(([, item]) => item !== '' && item != null))
        : {},
    z.record(z.string(), z.string().max(200)),
  ),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;
export type AdminListQueryInput = {
  page?: number;
  search?: string;
  sortBy?: string[];
  filter?: Record<string, string | undefined>;
};

/** The query string the server reads: `page`, `search`, `sortBy[]`, `filter[name]`, empty values left out. */
export function adminListSearchParams(query: AdminListQueryInput): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.search?.trim()) params.set('search', query.search.trim());
  for (const sort of query.sortBy ?? []) params.append('sortBy[]', sort);
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    if (value !== undefined && value !== '') params.set(`filter[${name}]`, value);
  }
  return params;
}

function pagedResponse<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), meta: pageMetaSchema });
}

const timestampSchema = z.string();

export const adminUserRowSchema = z.object({
  id: z.int(),
  email: z.string(),
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
  organization: z.string().nullable(),
  country: countryCodeResponseSchema,
  is_admin: z.boolean(),
  email_verified: z.boolean(),
  country_responsibilities: z.array(countryCodeResponseSchema),
  created_at: timestampSchema,
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminInquiryRowSchema = z.object({
  id: z.int(),
  /** `consultation`: a call back request, with no bar (bar_name and total_price are null). */
  kind: z.enum(INQUIRY_KINDS),
  status: z.string(),
  /**
   * A quote: e-mail of the account (or of the address when the account is gone), name and
   * organization from the address. A consultation: the name and e-mail it was sent with.
   */
  customer: z.object({
    email: z.string().nullable(),
    name: z.string().nullable(),
    organization: z.string().nullable(),
  }),
  /** The country of the address copied when the inquiry was sent, or the consultation's country. */
  country: countryCodeResponseSchema,
  bar_name: z.string().nullable(),
  /** Net total of the frozen parts list, in cents. */
  total_price: centsSchema.nullable(),
  /** True when the customer asked for the parts still to order only: the total is theirs. */
  to_order_only: z.boolean(),
  /** The administrator working on it; null while nobody is. */
  assignee: z.object({ id: z.int(), email: z.string() }).nullable(),
  created_at: timestampSchema,
});
export type AdminInquiryRow = z.infer<typeof adminInquiryRowSchema>;

export const adminBarRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `null`: a guest's bar. */
  owner: z.object({ id: z.int(), email: z.string() }).nullable(),
  /** Base modules on the front and back together. */
  module_count: z.int(),
  total_price: centsSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type AdminBarRow = z.infer<typeof adminBarRowSchema>;

export const adminPresetRowSchema = z.object({
  id: z.int(),
  code: z.string(),
  /** In the request's language (X-Locale), else English, else German. */
  name: z.string(),
  type: z.string(),
  base_module: z.string(),
  equipment: z.string(),
  shape: z.string(),
  size: z.string(),
  is_active: z.boolean(),
  thumbnail: z.string().nullable(),
  module_count: z.int(),
});
export type AdminPresetRow = z.infer<typeof adminPresetRowSchema>;

export const adminNotificationRowSchema = z.object({
  id: z.int(),
  kind: z.string(),
  recipient_email: z.string(),
  subject: z.string(),
  inquiry_id: z.int().nullable(),
  created_at: timestampSchema,
});
export type AdminNotificationRow = z.infer<typeof adminNotificationRowSchema>;

export const adminColorRowSchema = z.object({
  id: z.int(),
  code: z.string(),
  name: z.string(),
  hex: z.string(),
  is_active: z.boolean(),
});
export type AdminColorRow = z.infer<typeof adminColorRowSchema>;

export const adminPartRowSchema = z.object({
  id: z.int(),
  code: z.string(),
  type: z.string(),
  /** In the request's language, else English, else German. */
  name: z.string(),
  part_numbers: z.array(z.string()),
  price: centsSchema,
  weight: gramsSchema,
  width: z.int(),
  height: z.int(),
  depth: z.int(),
});
export type AdminPartRow = z.infer<typeof adminPartRowSchema>;

export const adminAssemblyRowSchema = z.object({
  id: z.int(),
  code: z.string(),
  type: z.string(),
  /** From the translations in the request's language, else English, else German. */
  name: z.string(),
  is_active: z.boolean(),
  width: z.int(),
  depth: z.int(),
  height: z.int(),
  height_units: z.int(),
  thumbnail: z.string().nullable(),
});
export type AdminAssemblyRow = z.infer<typeof adminAssemblyRowSchema>;

/** A field's value before and after a change (null: the record did not exist before, or no longer does). */
export const auditFieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const adminAuditRowSchema = z.object({
  id: z.int(),
  created_at: timestampSchema,
  /** The administrator; `id` is null once their account is deleted. */
  actor: z.object({ id: z.int().nullable(), email: z.string() }),
  record_type: z.enum(AUDIT_RECORD_TYPES),
  record_id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Only the fields that changed, by their stored names; secrets read "[redacted]". */
  changes: z.record(z.string(), auditFieldChangeSchema),
});
export type AdminAuditRow = z.infer<typeof adminAuditRowSchema>;

export const adminUsersResponseSchema = pagedResponse(adminUserRowSchema);
export const adminInquiriesResponseSchema = pagedResponse(adminInquiryRowSchema);
export const adminBarsResponseSchema = pagedResponse(adminBarRowSchema);
export const adminPresetsResponseSchema = pagedResponse(adminPresetRowSchema);
export const adminNotificationsResponseSchema = pagedResponse(adminNotificationRowSchema);
export const adminColorsResponseSchema = pagedResponse(adminColorRowSchema);
export const adminPartsResponseSchema = pagedResponse(adminPartRowSchema);
export const adminAssembliesResponseSchema = pagedResponse(adminAssemblyRowSchema);
export const adminAuditResponseSchema = pagedResponse(adminAuditRowSchema);

/** Row schema per list, e.g. for a generic table that parses what it gets. */
export const ADMIN_LIST_ROW_SCHEMAS = {
  users: adminUserRowSchema,
  inquiries: adminInquiryRowSchema,
  bars: adminBarRowSchema,
  presets: adminPresetRowSchema,
  notifications: adminNotificationRowSchema,
  colors: adminColorRowSchema,
  parts: adminPartRowSchema,
  assemblies: adminAssemblyRowSchema,
  audit: adminAuditRowSchema,
} as const satisfies Record<AdminListName, z.ZodType>;
export type AdminListRow<L extends AdminListName> = z.infer<(typeof ADMIN_LIST_ROW_SCHEMAS)[L]>;
export type AdminListResponse<L extends AdminListName> = {
  data: AdminListRow<L>[];
  meta: z.infer<typeof pageMetaSchema>;
};

/** `GET /api/admin-dashboard`: what staff see first at /admin. */
export const adminDashboardSchema = z.object({
  new_inquiries: z.object({
    /** Inquiries with status `new`. */
    count: z.int(),
    /** The five newest of them. */
    latest: z.array(adminInquiryRowSchema),
  }),
  /** The five bars changed last (removed bars left out). */
  recent_bars: z.array(adminBarRowSchema),
  /** Inquiries per month (`YYYY-MM`, UTC) and address country over the last 12 months, oldest month first. */
  inquiries_by_country: z.array(z.object({ month: z.string(), country: countryCodeResponseSchema, count: z.int() })),
  /** The five presets most bars were started from (bars removed since count too). */
  top_presets: z.array(z.object({ id: z.int(), name: z.string(), bar_count: z.int() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export const adminDashboardResponseSchema = dataEnvelope(adminDashboardSchema);
