import { z } from 'zod';
import { addressSchema } from './addresses.ts';
import { INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryStatus } from './adminLists.ts';
import { userSchema } from './auth.ts';
import type { BarDto } from './bars.ts';
import { dataEnvelope, localeSchema } from './common.ts';
import { consultationContactSchema } from './consultations.ts';
import { countryCodeResponseSchema, countrySchema } from './countries.ts';
import { idParamsSchema } from './ids.ts';
import { inquiryAssigneeSchema, inquiryEventSchema } from './inquiryWork.ts';
import { type ContractMessageKey, msg } from './messages.ts';
import { PRESET_FILTERS, presetSchema } from './presets.ts';
import { isSafeLinkUrl, SAFE_URL_MESSAGE } from './safeUrl.ts';

/**
 * The admin record endpoints (decisions.md 3), all behind the admin guard (401 guest, 403 other
 * users): `GET/PUT /api/users/{id}`, `GET/PUT /api/inquiries/{id}`, `POST /api/bar-presets`,
 * `PUT/DELETE /api/bar-presets/{id}`, `POST /api/create-admin`. (`GET /api/bars/{id}` and
 * `GET /api/bar-presets/{id}` are the public routes; an administrator may read any bar there, read
 * only, and any preset, also an inactive one.) Requests are allow-lists: other fields are dropped.
 */

/** Numeric record ids in the path (`/api/users/12`). */
export const adminRecordParamsSchema = idParamsSchema;

// ---------------------------------------------------------------- users

/** The most countries one administrator may be responsible for. */
export const MAX_COUNTRY_RESPONSIBILITIES = 50;

/**
 * The countries whose inquiries an administrator receives: ISO 3166-1 alpha-2 codes, or names
 * that `countrySchema` reads ("Deutschland" → "DE"); stored as codes, duplicates dropped.
 */
export const countryResponsibilitiesSchema = z
  .array(
    z
      .string({ error: msg('validation.eachCountryText') })
      .trim()
      .min(1, msg('validation.countryNotEmpty'))
      .max(100, msg('validation.countryMax', { max: 100 }))
      .pipe(countrySchema),
    { error: msg('validation.countriesList') },
  )
  .max(MAX_COUNTRY_RESPONSIBILITIES, msg('validation.countriesMax', { max: MAX_COUNTRY_RESPONSIBILITIES }))
  .transform((countries) => [...new Set(countries)]);

/** A country as staff choose it (name or code, resolved to its code), with the messages of the form. */
const countryField = (notText: ContractMessageKey, empty: ContractMessageKey) =>
  z
    .string({ error: msg(notText, { field: 'field.country' }) })
    .trim()
    .min(1, msg(empty, { field: 'field.country' }))
    .max(100, msg('validation.fieldMax', { field: 'field.country', max: 100 }))
    .pipe(countrySchema);

/** A name or organisation: trimmed, blank becomes null (the field is cleared). */
const optionalNameSchema = (field: ContractMessageKey) =>
  z
    .string({ error: msg('validation.fieldText', { field }) })
    .trim()
    .max(255, msg('validation.fieldMax', { field, max: 255 }))
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

/**
 * `PUT /api/users/{id}`: the administrator flag, country responsibilities, name, organisation,
 * country, language and the verified state (true marks the e-mail verified now, false unverified).
 * An administrator cannot drop their own flag (422 on is_admin).
 */
export const adminUserUpdateRequestSchema = z.object({
  is_admin: z.boolean({ error: msg('validation.fieldBoolean', { field: 'field.isAdmin' }) }).optional(),
  country_responsibilities: countryResponsibilitiesSchema.optional(),
  given_name: optionalNameSchema('field.givenName'),
  family_name: optionalNameSchema('field.familyName'),
  organization: optionalNameSchema('field.organization'),
  country: countryField('validation.fieldText', 'validation.fieldNotEmpty').optional(),
  locale: localeSchema.optional(),
  is_verified: z.boolean({ error: msg('validation.fieldBoolean', { field: 'field.verified' }) }).optional(),
});
export type AdminUserUpdateRequest = z.input<typeof adminUserUpdateRequestSchema>;
export type AdminUserUpdate = z.output<typeof adminUserUpdateRequestSchema>;

export const adminUserBarSchema = z.object({ id: z.string(), name: z.string(), updated_at: z.string() });
export const adminUserInquirySchema = z.object({ id: z.int(), status: z.string(), created_at: z.string() });

/** `GET/PUT /api/users/{id}` → the user with their addresses, live bars and inquiries (newest first). */
export const adminUserSchema = userSchema.extend({
  country_responsibilities: z.array(countryCodeResponseSchema),
  addresses: z.array(addressSchema),
  bars: z.array(adminUserBarSchema),
  bars_count: z.int(),
  inquiries: z.array(adminUserInquirySchema),
  inquiries_count: z.int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserResponseSchema = dataEnvelope(adminUserSchema);

// ---------------------------------------------------------------- inquiries

/** The life of an inquiry as staff move it along (defined with the inquiry list's status filter). */
export { INQUIRY_STATUSES, type InquiryStatus };

/** `PUT /api/inquiries/{id}`: only the status changes; the frozen copy never does. */
export const adminInquiryUpdateRequestSchema = z.object({
  status: z.enum(INQUIRY_STATUSES, { error: msg('validation.fieldInvalid', { field: 'field.status' }) }),
});
export type AdminInquiryUpdateRequest = z.input<typeof adminInquiryUpdateRequestSchema>;

/** An address frozen into the inquiry when it was sent (same field names as addresses). */
export const addressSnapshotSchema = addressSchema.omit({
  id: true,
  is_default: true,
  created_at: true,
  updated_at: true,
});
export type AddressSnapshotDto = z.infer<typeof addressSnapshotSchema>;

export const adminInquiryCustomerSchema = z.object({
  id: z.int(),
  email: z.string(),
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
  organization: z.string().nullable(),
  /** The customer's addresses as they are today (the inquiry keeps its own copy in `address`). */
  addresses: z.array(addressSchema),
});

/**
 * Any object, passed on as stored and typed as the bar it was; an object schema (not z.custom) so
 * that the OpenAPI document can say "an object or null".
 */
const barSnapshotSchema = z.looseObject({}) as unknown as z.ZodType<BarDto>;

/** `GET/PUT /api/inquiries/{id}`: a quote request (bar and address copies) or a consultation (contact). */
export const adminInquirySchema = z.object({
  id: z.int(),
  kind: z.enum(INQUIRY_KINDS),
  status: z.string(),
  message: z.string().nullable(),
  consent_contact: z.boolean(),
  consent_call: z.boolean(),
  consent_newsletter: z.boolean(),
  locale: z.string(),
  /** The bar as the API showed it when the inquiry was sent: document, name, version, `parts` list. Passed on unchanged. Null for a consultation. */
  bar_snapshot: barSnapshotSchema.nullable(),
  /** The customer asked only for the parts still to order: `bar_snapshot.parts` has their inventory subtracted. */
  to_order_only: z.boolean(),
  /** With `to_order_only`: how many units of the bar the customer already owned; else null. */
  owned_units: z.int().nullable(),
  /** Null for a consultation. */
  address: addressSnapshotSchema.nullable(),
  delivery_address: addressSnapshotSchema.nullable(),
  /** A consultation's name, e-mail, phone, country, preferred time and topic; null for a quote. */
  contact: consultationContactSchema.nullable(),
  /** The live bar, to open in the editor; null once it was deleted. */
  bar_id: z.string().nullable(),
  /** Null when the customer's account was deleted. */
  customer: adminInquiryCustomerSchema.nullable(),
  /** The administrator working on it; null while nobody is. */
  assignee: inquiryAssigneeSchema.nullable(),
  /** What staff did with it (status changes, replies, notes, assignments), oldest first. */
  history: z.array(inquiryEventSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;
export const adminInquiryResponseSchema = dataEnvelope(adminInquirySchema);

// ---------------------------------------------------------------- bar presets

const presetNameText = z
  .string({ error: msg('validation.nameRequired') })
  .trim()
  .min(1, msg('validation.nameRequired'))
  .max(120, msg('validation.fieldMax', { field: 'field.name', max: 120 }));
const optionalPresetNameText = z
  .string()
  .trim()
  .max(120, msg('validation.fieldMax', { field: 'field.name', max: 120 }))
  .nullish()
  .transform((value) => value || undefined);

/**
 * A preset's name per language: German and English required, the other languages optional (a
 * missing one shows the English name, then the German one).
 */
export const presetNameSchema = z.object(
  {
    de: presetNameText,
    en: presetNameText,
    fr: optionalPresetNameText,
    it: optionalPresetNameText,
    es: optionalPresetNameText,
    pt: optionalPresetNameText,
  },
  { error: msg('validation.nameRequired') },
);
export type PresetName = z.input<typeof presetNameSchema>;

/** An image URL, e.g. the `url` of `POST /api/uploads`; blank clears it. */
const thumbnailSchema = z
  .string({ error: msg('validation.fieldText', { field: 'field.thumbnail' }) })
  .trim()
  .max(2048, msg('validation.fieldMax', { field: 'field.thumbnail', max: 2048 }))
  .refine((url) => url === '' || isSafeLinkUrl(url), SAFE_URL_MESSAGE)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

const filterGroup = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: msg('validation.invalidChoice') });

const presetFilterFields = {
  type: filterGroup(PRESET_FILTERS.type),
  base_module: filterGroup(PRESET_FILTERS.base_module),
  equipment: filterGroup(PRESET_FILTERS.equipment),
  shape: filterGroup(PRESET_FILTERS.shape),
  size: filterGroup(PRESET_FILTERS.size),
};
/** The filter groups a preset request may set; each one left out stays (PUT) or is derived (POST). */
const optionalPresetFilterFields = z.object(presetFilterFields).partial().shape;

/**
 * `POST /api/bar-presets` → 201: a new preset whose document is a copy of the bar's. It starts
 * inactive; `PUT` with `is_active: true` publishes it once it has a thumbnail (else 422). A filter
 * group left out is derived from the bar (its sides, frames, corners, length and equipment).
 */
export const createPresetRequestSchema = z.object({
  bar_id: z
    .string({ error: msg('validation.fieldRequired', { field: 'field.bar' }) })
    .trim()
    .min(1, msg('validation.fieldRequired', { field: 'field.bar' }))
    .max(64),
  name: presetNameSchema,
  // Left out: derived from the bar (derivePresetFilters in @bar/domain/presetFilters).
  ...optionalPresetFilterFields,
  thumbnail: thumbnailSchema,
});
export type CreatePresetRequest = z.input<typeof createPresetRequestSchema>;
export type PresetCreation = z.output<typeof createPresetRequestSchema>;

/** `PUT /api/bar-presets/{id}`: every field optional; the document stays as it is. */
export const updatePresetRequestSchema = z.object({
  name: presetNameSchema.optional(),
  ...optionalPresetFilterFields,
  thumbnail: thumbnailSchema,
  is_active: z.boolean({ error: msg('validation.fieldBoolean', { field: 'field.active' }) }).optional(),
});
export type UpdatePresetRequest = z.input<typeof updatePresetRequestSchema>;
export type PresetUpdate = z.output<typeof updatePresetRequestSchema>;

/**
 * The preset as staff edit it: the public preset (name in the request's language) plus every
 * language of the name and the active flag. `POST`, `PUT`, and `GET /api/bar-presets/{id}` for an
 * administrator answer with it.
 */
export const adminPresetSchema = presetSchema.extend({
  names: z.partialRecord(localeSchema, z.string()),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPreset = z.infer<typeof adminPresetSchema>;
export const adminPresetResponseSchema = dataEnvelope(adminPresetSchema);

// ---------------------------------------------------------------- create-admin

const requiredNameSchema = (field: ContractMessageKey) =>
  z
    .string({ error: msg('validation.fieldRequired', { field }) })
    .trim()
    .min(1, msg('validation.fieldRequired', { field }))
    .max(255, msg('validation.fieldMax', { field, max: 255 }));

/**
 * `POST /api/create-admin` → 201 user: an administrator whose e-mail counts as verified (staff vouch
 * for it), invited by mail to set a password of their own. Nobody passes a password by hand: the
 * request takes none (an unknown field such as `password` is a 422), the account's password is a
 * random secret nobody knows, and the mailed link (single use, INVITATION_TOKEN_MINUTES) sets it.
 * `locale` (default: the request's language) is the language of the invitation and the account.
 */
export const createAdminRequestSchema = z.strictObject({
  email: z
    .string({ error: msg('validation.fieldRequired', { field: 'field.email' }) })
    .trim()
    .toLowerCase()
    .min(1, msg('validation.fieldRequired', { field: 'field.email' }))
    .max(254, msg('validation.fieldMax', { field: 'field.email', max: 254 }))
    .pipe(z.email(msg('validation.fieldEmail', { field: 'field.email' }))),
  given_name: requiredNameSchema('field.givenName'),
  family_name: requiredNameSchema('field.familyName'),
  country: countryField('validation.fieldRequired', 'validation.fieldRequired'),
  country_responsibilities: countryResponsibilitiesSchema.default([]),
  locale: localeSchema.optional(),
});
export type CreateAdminRequest = z.input<typeof createAdminRequestSchema>;
export const createAdminResponseSchema = dataEnvelope(userSchema);
