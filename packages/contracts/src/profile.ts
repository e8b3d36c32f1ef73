import { z } from 'zod';
import { addressSchema } from './addresses.ts';
import { emailSchema, passwordSchema, userSchema } from './auth.ts';
import { localeSchema } from './common.ts';
import { consultationContactSchema } from './consultations.ts';
import { countrySchema } from './countries.ts';
import { inventoryEntrySchema } from './inventory.ts';
import { type ContractMessageKey, msg } from './messages.ts';

/**
 * The Profile screen's own routes besides `GET/PUT /api/user`: changing the login e-mail (confirmed
 * from the new mailbox), downloading one's data and deleting the account. Requests are strict:
 * an unknown field is refused (422), not dropped.
 */

const currentPasswordSchema = z
  .string({ error: msg('validation.fieldRequired', { field: 'field.currentPassword' }) })
  .min(1, msg('validation.fieldRequired', { field: 'field.currentPassword' }))
  .max(200);

const nameText = z
  .string()
  .trim()
  .max(255, msg('validation.inputMax', { max: 255 }))
  .nullish();

/**
 * The Profile screen's "Personal details" as sent with `PUT /api/user` (whose schema accepts the
 * same fields): names, organization, country and the language of the account's e-mails.
 */
export const profileDetailsRequestSchema = z.strictObject({
  given_name: nameText,
  family_name: nameText,
  organization: nameText,
  country: countrySchema,
  locale: localeSchema,
});
export type ProfileDetailsRequest = z.input<typeof profileDetailsRequestSchema>;

/** The Profile screen's password change, sent with `PUT /api/user`; other sessions end. */
export const changePasswordRequestSchema = z
  .strictObject({
    current_password: currentPasswordSchema,
    password: passwordSchema,
    password_confirmation: z.string().max(200),
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: msg('validation.passwordMismatch'),
    path: ['password_confirmation'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/**
 * `POST /api/user/email`: the new login e-mail, confirmed by the current password. The address only
 * takes effect once the link mailed to it is opened; until then it is the user's `pending_email`.
 */
export const changeEmailRequestSchema = z.strictObject({
  email: emailSchema,
  current_password: currentPasswordSchema,
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** A string that must be given and not be empty (the 422 names `field`), at most `max` characters. */
const requiredString = (field: ContractMessageKey, max: number) =>
  z
    .string({ error: msg('validation.fieldRequired', { field }) })
    .min(1, msg('validation.fieldRequired', { field }))
    .max(max);

/** `POST /api/user/email/confirm`: the token of the link mailed to the new address (no login needed). */
export const confirmEmailChangeRequestSchema = z.strictObject({
  token: requiredString('field.token', 128),
});
export type ConfirmEmailChangeRequest = z.input<typeof confirmEmailChangeRequestSchema>;

/** `DELETE /api/user`: the account's password confirms that its owner wants it gone. */
export const deleteAccountRequestSchema = z.strictObject({
  password: requiredString('field.password', 200),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** A stored bar document as saved (the export hands it over unchanged). */
const storedDocumentSchema = z.record(z.string(), z.unknown());

/** One of the user's bars in the export: its document and dates; never its edit or preview token. */
export const exportedBarSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.int(),
  document: storedDocumentSchema,
  total_price: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Set for a bar the user removed (it is kept for a while and may be restored). */
  deleted_at: z.string().nullable(),
});
export type ExportedBar = z.infer<typeof exportedBarSchema>;

const addressSnapshotSchema = addressSchema.pick({
  organization: true,
  contactPerson: true,
  vat_id: true,
  given_name: true,
  family_name: true,
  phone: true,
  email: true,
  street: true,
  postal_code: true,
  city: true,
  country: true,
});

/** A quote request or consultation the user sent, as it was sent. */
export const exportedInquirySchema = z.object({
  id: z.int(),
  kind: z.enum(['quote', 'consultation']),
  status: z.string(),
  locale: z.string(),
  bar_id: z.string().nullable(),
  /** The bar as it was sent with a quote request: name, version and document. */
  bar: z.object({ name: z.string(), version: z.int(), document: storedDocumentSchema }).nullable(),
  address: addressSnapshotSchema.nullable(),
  delivery_address: addressSnapshotSchema.nullable(),
  contact: consultationContactSchema.nullable(),
  message: z.string().nullable(),
  consent_contact: z.boolean(),
  consent_call: z.boolean(),
  consent_newsletter: z.boolean(),
  /** A quote request for only the parts the user still had to order. */
  to_order_only: z.boolean(),
  created_at: z.string(),
});
export type ExportedInquiry = z.infer<typeof exportedInquirySchema>;

/** `GET /api/user/export`: everything stored about the user, as a JSON attachment. */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  account: userSchema,
  addresses: z.array(addressSchema),
  bars: z.array(exportedBarSchema),
  inquiries: z.array(exportedInquirySchema),
  /** The parts the user owns: part id, primary part number and count. */
  inventory: z.array(inventoryEntrySchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const accountExportResponseSchema = z.object({ data: accountExportSchema });
