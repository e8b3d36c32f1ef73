import type { CountryCode } from '@bar/domain/countries';
import { z } from 'zod';
import { dataEnvelope } from './common.ts';
import { countryCodeResponseSchema, optionalCountrySchema } from './countries.ts';
import { idParamSchema } from './ids.ts';
import { type ContractMessageKey, msg } from './messages.ts';

/**
 * Accounts: the authentication routes at the root (`/login`, `/register`, ...) and `GET/PUT
 * /api/user`. Every answer that carries the user wraps it as `{ data: user }`. Requests are
 * allow-lists: any other field (is_admin, email_verified_at, id, ...) is dropped, never taken.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** The profile's country when registration names none (an ISO 3166-1 alpha-2 code). */
export const DEFAULT_COUNTRY: CountryCode = 'DE';

export const emailSchema = z
  .string({ error: msg('validation.fieldRequired', { field: 'field.email' }) })
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email(msg('validation.fieldEmail', { field: 'field.email' })));
export const passwordSchema = z
  .string({ error: msg('validation.fieldRequired', { field: 'field.password' }) })
  .min(PASSWORD_MIN_LENGTH, msg('validation.fieldMin', { field: 'field.password', min: PASSWORD_MIN_LENGTH }))
  .max(200);
const freeText = z.string().trim().max(255);
const optionalFreeText = freeText.nullish();
/** A guest's bar to hand over to the account (bars.id, a uuid). */
const barIdSchema = z.string().max(64).optional();
const editTokenSchema = z.string().max(128).optional();
/** At most 2 characters; a supported language or the server's default de. */
const optionalLocaleSchema = z
  .string()
  .trim()
  .max(2, msg('validation.fieldMax', { field: 'field.locale', max: 2 }))
  .optional();

/** The profile fields shared by registration and `PUT /api/user`; all optional free text. */
const profileFields = {
  given_name: optionalFreeText,
  family_name: optionalFreeText,
  organization: optionalFreeText,
  vat_id: optionalFreeText,
  street: optionalFreeText,
  postal_code: optionalFreeText,
  city: optionalFreeText,
  phone: optionalFreeText,
  contact_email: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .refine(
      (value) => !value || z.email().safeParse(value).success,
      msg('validation.fieldEmail', { field: 'field.contactEmail' }),
    ),
};

/**
 * Registration's street, postal code and city are the user's first address: all three or none.
 * The rules also run when other fields failed (`when`), so that one answer lists every field to fix.
 */
type AddressParts = { street?: unknown; postal_code?: unknown; city?: unknown };
const isFilled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
const isObjectPayload = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;
export const hasAnyAddressPart = (value: AddressParts): boolean =>
  isFilled(value.street) || isFilled(value.postal_code) || isFilled(value.city);
const addressPartRule = (field: keyof AddressParts, name: ContractMessageKey) => ({
  message: msg('validation.fieldRequiredWithAddress', { field: name }),
  path: [field],
  when: isObjectPayload,
});

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().max(200),
  /** Defaults to true (spec 5): the session then lives up to 30 days. */
  remember: z.boolean().default(true),
  bar_id: barIdSchema,
  /** Hands over a guest bar created in another session when the client holds its edit token. */
  edit_token: editTokenSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: passwordSchema,
    /** At most 2 characters; a supported language or the server's default de. */
    locale: optionalLocaleSchema,
    country: optionalCountrySchema,
    ...profileFields,
    bar_id: barIdSchema,
    edit_token: editTokenSchema,
    remember: z.boolean().default(true),
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: msg('validation.passwordMismatch'),
    path: ['password_confirmation'],
  })
  .refine((value) => !hasAnyAddressPart(value) || isFilled(value.street), addressPartRule('street', 'field.street'))
  .refine(
    (value) => !hasAnyAddressPart(value) || isFilled(value.postal_code),
    addressPartRule('postal_code', 'field.postalCode'),
  )
  .refine((value) => !hasAnyAddressPart(value) || isFilled(value.city), addressPartRule('city', 'field.city'))
  // The address becomes the user's first address, which names a company or a person (addresses.ts).
  .refine((value) => !hasAnyAddressPart(value) || isFilled(value.organization) || isFilled(value.family_name), {
    message: msg('validation.nameOrOrganization'),
    path: ['family_name'],
    when: isObjectPayload,
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: z
      .string()
      .min(1, msg('validation.fieldRequired', { field: 'field.token' }))
      .max(128),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: passwordSchema,
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: msg('validation.passwordMismatch'),
    path: ['password_confirmation'],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** `POST /email/verify/{id}/{hash}?expires=..&signature=..`: the parts of the signed mail link. */
export const verifyEmailParamsSchema = z.object({ id: idParamSchema, hash: z.string().max(128) });
export const verifyEmailQuerySchema = z.object({
  expires: z.coerce.number().int().nonnegative(),
  signature: z.string().max(128),
});

/**
 * `PUT /api/user`: language, name and address fields. Changing the password needs
 * `current_password` (422 on `current_password` otherwise) and a matching confirmation.
 */
export const updateUserRequestSchema = z
  .object({
    locale: optionalLocaleSchema,
    country: optionalCountrySchema,
    ...profileFields,
    current_password: z.string().max(200).optional(),
    password: passwordSchema.optional(),
    password_confirmation: z.string().max(200).optional(),
  })
  .refine((value) => value.password === undefined || value.password === value.password_confirmation, {
    message: msg('validation.passwordMismatch'),
    path: ['password_confirmation'],
  });
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const userSchema = z.object({
  id: z.int(),
  email: z.string(),
  /** ISO time, or null while the e-mail is not verified. */
  email_verified_at: z.string().nullable(),
  is_admin: z.boolean(),
  locale: z.string(),
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
  organization: z.string().nullable(),
  vat_id: z.string().nullable(),
  country: countryCodeResponseSchema,
  street: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  /** A new login e-mail waiting for its confirmation link to be opened (POST /api/user/email), else null. */
  pending_email: z.string().nullable(),
  created_at: z.string(),
});
export type UserDto = z.infer<typeof userSchema>;

/** `{ data: user }`: POST /login, /register, /reset-password, /email/verify; GET/PUT /api/user. */
export const userResponseSchema = dataEnvelope(userSchema);
export type UserResponse = z.infer<typeof userResponseSchema>;

/** POST /forgot-password, POST /email/verification-notification. */
export const statusResponseSchema = z.object({ message: z.string() });
