import { ASSEMBLY_TYPES, type AssemblyType } from '@bar/domain/catalogue';
import { LOCALES } from '@bar/domain/locale';
import { z } from 'zod';
import { assemblySchema, colorSchema, partSchema } from './catalogue.ts';
import { dataEnvelope } from './common.ts';
import {
  CONTENT_SECTION_TYPES,
  downloadsSectionValueInputSchema,
  type StoredContentSection,
  storedContentSectionSchema,
  storedFaqSectionValueSchema,
  storedTextSectionValueSchema,
  videoSectionValueInputSchema,
} from './content.ts';
import { idParamsSchema, MAX_RECORD_ID } from './ids.ts';
import { isSafeLinkUrl, SAFE_URL_MESSAGE, safeUrlSchema } from './safeUrl.ts';

/**
 * The admin catalogue records and the home screen builder (decisions.md 3). Every write is
 * admin only (401 guest, 403 customer); a 422 carries `errors` keyed by dotted field path
 * (`translations.de.name`, `variants.1.part_number`, `sections.2.value.title.en`).
 *
 * Reads:
 * - `GET /api/colors/{id}` (admin): `{ data: Color }`, inactive colours included.
 * - `GET /api/parts/{id}` (public, spec 7 "GET parts, GET parts/{id}"): `{ data: PartDto }`, the
 *   catalogue record, which carries every field the admin form edits (nothing in it is private).
 * - `GET /api/assemblies/{id}` (public, as before): `{ data: AssemblyDto }` with every field the
 *   admin form edits, inactive assemblies included.
 * - `GET /api/content-sections` (admin): `{ data: StoredContentSection[] }`, the home screen's
 *   sections in display order with every text in all its languages (`GET /api/content` resolves
 *   one language for visitors), and under `meta` the stored `company_url` (null: the server's
 *   default) with that `default_company_url`.
 *
 * Writes (all answer with the saved record under `data`, like the reads):
 * - `PUT /api/colors/{id}` body `ColorUpdate`; 404 unknown id; 422 also for a code already used.
 * - `PUT /api/parts/{id}` body `PartUpdate`; `code` and `type` are read-only (ignored if sent).
 * - `PUT /api/assemblies/{id}` and `POST /api/assemblies` (201) body `AssemblyWrite`. A new
 *   assembly gets a generated id and a code made of its English name and id
 *   (`bottle-cooler-1001`); `order_column` goes after the last one of its type.
 * - `PUT /api/content` body `ContentUpdate`: replaces the home screen's sections with the list,
 *   in its order, in one transaction; sections left out are deleted, a section without `id` is
 *   new (the server makes a 40-hex id). A section without `value` keeps its stored value (same id
 *   and type), else takes `defaultSectionValue(type)`; so a reorder may send only ids and types.
 *   `company_url` (optional) sets the company website the narrow-screen notice links to, null
 *   going back to the default; it is saved in the same transaction.
 *   Answers with the stored sections like `GET /api/content-sections`.
 *
 * Catalogue writes take effect at once: new parts lists use the new values; inquiries keep the
 * copy frozen when they were sent.
 */

/** Duplicate checks run on any list, also when an item failed, so one answer names every field. */
const everyList = { when: (payload: { value: unknown }) => Array.isArray(payload.value) };

// ---------------------------------------------------------------------------------------------
// Colours

/** RAL Classic codes are four digits ("9016"); other codes are short lowercase words. */
export const COLOR_CODE_PATTERN = /^[0-9a-z][0-9a-z-]{0,31}$/;

export const colorUpdateSchema = z.object({
  code: z
    .string({ error: 'The code field is required.' })
    .trim()
    .regex(COLOR_CODE_PATTERN, 'The code may only contain digits, lowercase letters and dashes (at most 32).'),
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(100, 'The name must not be greater than 100 characters.'),
  hex: z
    .string({ error: 'The hex field is required.' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'The screen colour must look like #rrggbb.')
    .transform((hex) => hex.toLowerCase()),
  is_active: z.boolean({ error: 'The is_active field must be true or false.' }),
});
export type ColorUpdate = z.input<typeof colorUpdateSchema>;
export const colorResponseSchema = dataEnvelope(colorSchema);
export const colorParamsSchema = idParamsSchema;

// ---------------------------------------------------------------------------------------------
// Parts

const OPTIONAL_LOCALES = LOCALES.filter((locale) => locale !== 'de');

/** An optional translation: blank means "not translated" and is left out when stored. */
const optionalTranslation = z.string().trim().max(2000, 'The text must not be greater than 2000 characters.');

function localizedTextInput(field: string, germanRequired: boolean) {
  const de = z.string({ error: `The German ${field} is required.` }).trim();
  const shape = Object.fromEntries(OPTIONAL_LOCALES.map((locale) => [locale, optionalTranslation.nullish()]));
  return z
    .object(
      {
        de: germanRequired
          ? de
              .min(1, `The German ${field} is required.`)
              .max(255, `The ${field} must not be greater than 255 characters.`)
          : de.max(2000, `The ${field} must not be greater than 2000 characters.`),
        ...shape,
      },
      { error: `The German ${field} is required.` },
    )
    .transform((text) => {
      const stored: Record<string, string> = { de: text.de };
      for (const locale of OPTIONAL_LOCALES) {
        const value = (text as Record<string, string | null | undefined>)[locale];
        if (value) stored[locale] = value;
      }
      return stored as { de: string } & Partial<Record<(typeof LOCALES)[number], string>>;
    });
}

/** A whole number of millimetres, grams or cents; a form may send it as a numeric string. */
function wholeNumber(field: string, max: number) {
  return z
    .union(
      [
        z.number({ error: `The ${field} must be a whole number.` }),
        z.string().trim().regex(/^\d+$/, `The ${field} must be a whole number.`),
      ],
      { error: `The ${field} field is required.` },
    )
    .transform(Number)
    .pipe(
      z
        .int(`The ${field} must be a whole number.`)
        .min(0, `The ${field} must be at least 0.`)
        .max(max, `The ${field} must not be greater than ${max}.`),
    );
}

const MAX_MM = 100_000;

export const partUpdateSchema = z.object({
  name: localizedTextInput('name', true),
  description: localizedTextInput('description', false),
  variants: z
    .array(
      z.object(
        {
          part_number: z
            .string({ error: 'The part number is required.' })
            .trim()
            .min(1, 'The part number is required.')
            .max(64, 'The part number must not be greater than 64 characters.'),
        },
        { error: 'The part number is required.' },
      ),
      { error: 'The variants field must be a list.' },
    )
    .min(1, 'A part needs at least one part number.')
    .superRefine((variants, context) => {
      const seen = new Set<string>();
      variants.forEach((variant, index) => {
        const partNumber = (variant as { part_number?: unknown } | null)?.part_number;
        if (typeof partNumber !== 'string' || partNumber.trim() === '') return;
        if (seen.has(partNumber.trim())) {
          context.addIssue({
            code: 'custom',
            message: 'This part number is already listed for this part.',
            path: [index, 'part_number'],
          });
        }
        seen.add(partNumber.trim());
      });
    }, everyList),
  /** Integer cents. */
  price: wholeNumber('price', 100_000_000),
  /** Integer grams. */
  weight: wholeNumber('weight', 10_000_000),
  width: wholeNumber('width', MAX_MM),
  height: wholeNumber('height', MAX_MM),
  depth: wholeNumber('depth', MAX_MM),
});
export type PartUpdate = z.input<typeof partUpdateSchema>;
export const partResponseSchema = dataEnvelope(partSchema);
export const partParamsSchema = idParamsSchema;

// ---------------------------------------------------------------------------------------------
// Assemblies

/**
 * The mounts each assembly type knows (see the domain's `Assembly.mount`). `null` in a list means
 * the type may also have no mount.
 */
export const ASSEMBLY_MOUNTS: Record<AssemblyType, readonly (string | null)[]> = {
  insert: [null],
  worktop: ['rack', null],
  side_application: ['left', 'right'],
  front_frame_accessory: ['led', null],
  counter_board_accessory: [null],
  back_panel: ['top', 'bottom', 'both'],
  brandsign: [null],
  front_panel: ['front', 'side', 'door'],
};
/** Blank counts as no mount, as the schema stores it. */
function mountFits(type: AssemblyType, mount: unknown): boolean {
  const value = typeof mount === 'string' ? mount.trim() || null : (mount ?? null);
  return ASSEMBLY_MOUNTS[type].includes(value as string | null);
}

function mountMessage(type: AssemblyType): string {
  const choices = ASSEMBLY_MOUNTS[type].filter((mount) => mount !== null).join(', ');
  return choices ? `The mount must be one of: ${choices}.` : 'This type has no mount.';
}

export const ASSEMBLY_SIDES = ['front', 'back', 'both'] as const;

const assemblyTranslationInput = (locale: string, required: boolean) => {
  const name = z.string({ error: `The ${locale} name is required.` }).trim();
  return z.object(
    {
      name: required
        ? name.min(1, `The ${locale} name is required.`).max(255, 'The name must not be greater than 255 characters.')
        : name.max(255, 'The name must not be greater than 255 characters.'),
      description: z
        .string({ error: `The ${locale} description is required.` })
        .trim()
        .max(2000, 'The description must not be greater than 2000 characters.'),
    },
    { error: `The ${locale} name and description are required.` },
  );
};

export const assemblyWriteSchema = z
  .object({
    type: z.enum(ASSEMBLY_TYPES, { error: 'Please choose a valid type.' }),
    parts: z.array(
      z.object(
        {
          part_id: z
            .int({ error: 'Please choose a part.' })
            .min(1, 'Please choose a part.')
            .max(MAX_RECORD_ID, 'Please choose a part.'),
          quantity: wholeNumber('quantity', 10_000).pipe(z.int().min(1, 'The quantity must be at least 1.')),
        },
        { error: 'Please choose a part and a quantity.' },
      ),
      { error: 'The parts field must be a list.' },
    ),
    is_active: z.boolean({ error: 'The is_active field must be true or false.' }).default(true),
    /** An uploaded image's url; empty means none and is stored as null. */
    thumbnail: z
      .string()
      .trim()
      .max(2048, 'The thumbnail must not be greater than 2048 characters.')
      .refine((url) => url === '' || isSafeLinkUrl(url), SAFE_URL_MESSAGE)
      .nullish()
      .transform((value) => value || null),
    width: wholeNumber('width', MAX_MM),
    depth: wholeNumber('depth', MAX_MM),
    height: wholeNumber('height', MAX_MM),
    height_units: wholeNumber('height units', 20),
    mount: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null),
    side: z.enum(ASSEMBLY_SIDES, { error: 'Please choose front, back or both.' }),
    /** Rack rows a worktop may sit on; other types leave it empty. */
    allowed_rows: z.array(z.int().min(0).max(20), { error: 'The allowed rows must be a list.' }).default([]),
    translations: z
      .object(
        {
          de: assemblyTranslationInput('German', true),
          en: assemblyTranslationInput('English', true),
          fr: assemblyTranslationInput('French', false).optional(),
          it: assemblyTranslationInput('Italian', false).optional(),
          es: assemblyTranslationInput('Spanish', false).optional(),
          pt: assemblyTranslationInput('Portuguese', false).optional(),
        },
        { error: 'The translations in German and English are required.' },
      )
      // A language without a name is not translated: drop it so the reader falls back.
      .transform((translations) => {
        const kept: Record<string, { name: string; description: string }> = {};
        for (const [locale, translation] of Object.entries(translations)) {
          if (translation?.name) kept[locale] = translation;
        }
        return kept as typeof translations;
      }),
  })
  // Also when other fields failed, so that one answer lists every field to fix.
  .refine((assembly) => mountFits(assembly.type, assembly.mount), {
    path: ['mount'],
    error: (issue) => mountMessage((issue.input as { type: AssemblyType }).type),
    when: (payload) => ASSEMBLY_TYPES.includes((payload.value as { type?: AssemblyType } | null)?.type as AssemblyType),
  });
export type AssemblyWrite = z.input<typeof assemblyWriteSchema>;
export type AssemblyWriteValues = z.output<typeof assemblyWriteSchema>;
export { assemblyParamsSchema, assemblyResponseSchema } from './catalogue.ts';
export const assemblyCreatedResponseSchema = dataEnvelope(assemblySchema);

// ---------------------------------------------------------------------------------------------
// Home screen content

const sectionIdSchema = z.string().regex(/^[0-9a-f]{40}$/, 'A section id is 40 hexadecimal characters.');
const newOrExisting = { id: sectionIdSchema.optional() };

/** One section of `PUT /api/content`: `id` left out for a new one, `value` left out to keep or default it. */
export const contentSectionInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ ...newOrExisting, type: z.literal('text'), value: storedTextSectionValueSchema.nullish() }),
    z.object({ ...newOrExisting, type: z.literal('faq'), value: storedFaqSectionValueSchema.nullish() }),
    z.object({ ...newOrExisting, type: z.literal('video'), value: videoSectionValueInputSchema.nullish() }),
    z.object({ ...newOrExisting, type: z.literal('downloads'), value: downloadsSectionValueInputSchema.nullish() }),
  ],
  { error: `Please choose a section type: ${CONTENT_SECTION_TYPES.join(', ')}.` },
);
export type ContentSectionInput = z.input<typeof contentSectionInputSchema>;

/**
 * The company website as administrators store it: a safe address, or null for the server's
 * default (COMPANY_URL). Left out of `PUT /api/content`, the stored value stays.
 */
export const companyUrlInputSchema = safeUrlSchema.nullable();

export const contentUpdateSchema = z.object({
  company_url: companyUrlInputSchema.optional(),
  sections: z
    .array(contentSectionInputSchema, { error: 'The sections field must be a list.' })
    .max(100, 'The home screen holds at most 100 sections.')
    .superRefine((sections, context) => {
      const seen = new Set<string>();
      sections.forEach((section, index) => {
        const id = (section as { id?: unknown } | null)?.id;
        if (typeof id !== 'string') return;
        if (seen.has(id)) {
          context.addIssue({ code: 'custom', message: 'This section is listed twice.', path: [index, 'id'] });
        }
        seen.add(id);
      });
    }, everyList),
});
export type ContentUpdate = z.input<typeof contentUpdateSchema>;
/** The content's settings as stored (`company_url` null: the default is used) and the default itself. */
export const storedContentMetaSchema = z.object({
  company_url: z.string().nullable(),
  default_company_url: z.string(),
});
export type StoredContentMeta = z.infer<typeof storedContentMetaSchema>;
export const storedContentResponseSchema = dataEnvelope(z.array(storedContentSectionSchema)).extend({
  meta: storedContentMetaSchema,
});
export type StoredContentResponse = { data: StoredContentSection[]; meta: StoredContentMeta };
