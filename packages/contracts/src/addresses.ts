import { z } from 'zod';
import { dataEnvelope } from './common.ts';
import { countryCodeResponseSchema, countrySchema } from './countries.ts';
import { idParamsSchema } from './ids.ts';
import { type ContractMessageKey, msg } from './messages.ts';

/**
 * `GET/POST /api/addresses`, `PUT/DELETE /api/addresses/{id}`, `PUT /api/addresses/{id}/default`:
 * the logged-in user's postal addresses (spec 3). One of them is the default (`is_default`): the
 * first address a user adds, until another is made the default; deleting it passes the default to
 * the oldest remaining address. Field names as in the specification, including `contactPerson`. Requests are
 * allow-lists: any other field (id, user_id, ...) is dropped.
 */

const requiredText = (field: ContractMessageKey) =>
  z
    .string({ error: msg('validation.fieldRequired', { field }) })
    .trim()
    .min(1, msg('validation.fieldRequired', { field }))
    .max(255, msg('validation.fieldMax', { field, max: 255 }));
const optionalText = z
  .string()
  .trim()
  .max(255, msg('validation.inputMax', { max: 255 }))
  .nullish();

export const addressRequestSchema = z
  .object({
    organization: optionalText,
    contactPerson: optionalText,
    vat_id: optionalText,
    given_name: optionalText,
    family_name: optionalText,
    phone: optionalText,
    email: z
      .string()
      .trim()
      .max(254)
      .nullish()
      .refine((value) => !value || z.email().safeParse(value).success, msg('validation.validEmail')),
    street: requiredText('field.street'),
    postal_code: requiredText('field.postalCode'),
    city: requiredText('field.city'),
    country: countrySchema,
  })
  // An address names a company or a person; either is enough for a quote.
  .refine((value) => Boolean(value.organization || value.family_name), {
    message: msg('validation.nameOrOrganization'),
    path: ['family_name'],
    // Also when other fields failed, so that one answer lists every field to fix.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type AddressRequest = z.input<typeof addressRequestSchema>;

export const addressSchema = z.object({
  id: z.int(),
  organization: z.string().nullable(),
  contactPerson: z.string().nullable(),
  vat_id: z.string().nullable(),
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: countryCodeResponseSchema,
  /** Preselected in the inquiry form; exactly one of a user's addresses has it. */
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AddressDto = z.infer<typeof addressSchema>;

export const addressResponseSchema = dataEnvelope(addressSchema);
export const addressListResponseSchema = dataEnvelope(z.array(addressSchema));

export const addressParamsSchema = idParamsSchema;
