import { ASSEMBLY_TYPES, type AssemblyType } from '@bar/domain/catalogue';
import { LOCALES } from '@bar/domain/locale';
import { z } from 'zod';
import { assemblySchema, colorSchema, partSchema } from './catalogue.ts';
import { dataEnvelope, everyList } from './common.ts';
import { idParamsSchema, MAX_RECORD_ID } from './ids.ts';
import { type ContractMessageKey, msg } from './messages.ts';
import { isSafeLinkUrl, SAFE_URL_MESSAGE } from './safeUrl.ts';

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
 * - `PUT /api/colors/{id}` body `ColorWrite`; 404 unknown id; 422 also for a code already used.
 * - `POST /api/colors` (201) body `ColorCreate`; 409 for a code already used. A new colour gets
 *   an id from 10000 on (the seed's RAL colours keep theirs).
 * - `PUT /api/parts/{id}` body `PartUpdate`; `code` and `type` are read-only (ignored if sent).
 * - `PUT /api/assemblies/{id}` and `POST /api/assemblies` (201) body `AssemblyWrite`. A new
 *   assembly gets a generated id and a code made of its English name and id
 *   (`bottle-cooler-1001`); `order_column` goes after the last one of its type.
 * - `PUT /api/content` body `ContentUpdate` (`adminContent.ts`): replaces the home screen's sections with the list,
 *   in its order, in one transaction; sections left out are deleted, a section without `id` is
 *   new (the server makes a 40-hex id). A section without `value` keeps its stored value (same id
 *   and type), else takes `defaultSectionValue(type)`; so a reorder may send only ids and types.
 *   `company_url` (optional) sets the company website the narrow-screen notice links to, null
 *   going back to the default; `default_locale` (optional) the language readers see where theirs
 *   was left empty; both are saved in the same transaction. Texts are limited (CONTENT_LIMITS),
 *   values strict, and every section must be filled in in the default language
 *   (contentSectionProblems): else 422 per field and nothing is saved.
 *   Answers with the stored sections like `GET /api/content-sections`.
 *
 * Catalogue writes take effect at once: new parts lists use the new values; inquiries keep the
 * copy frozen when they were sent.
 */

// ---------------------------------------------------------------------------------------------
// Colours

/** RAL Classic codes are four digits ("9016"); other codes are short lowercase words. */
export const COLOR_CODE_PATTERN = /^[0-9a-z][0-9a-z-]{0,31}$/;

export const colorUpdateSchema = z.object({
  code: z
    .string({ error: msg('validation.fieldRequired', { field: 'field.code' }) })
    .trim()
    .regex(COLOR_CODE_PATTERN, msg('validation.colorCode')),
  name: z
    .string({ error: msg('validation.fieldRequired', { field: 'field.name' }) })
    .trim()
    .min(1, msg('validation.fieldRequired', { field: 'field.name' }))
    .max(100, msg('validation.fieldMax', { field: 'field.name', max: 100 })),
  hex: z
    .string({ error: msg('validation.fieldRequired', { field: 'field.hex' }) })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, msg('validation.hexColour'))
    .transform((hex) => hex.toLowerCase()),
  is_active: z.boolean({ error: msg('validation.fieldBoolean', { field: 'field.isActive' }) }),
});
export type ColorUpdate = z.input<typeof colorUpdateSchema>;
export const colorParamsSchema = idParamsSchema;

/** The languages a colour's name may be translated into; `name` is the default language's (German). */
export const COLOR_TRANSLATION_LOCALES = LOCALES.filter((locale) => locale !== 'de');
type ColorTranslationLocale = Exclude<(typeof LOCALES)[number], 'de'>;

/** Names in the other languages; a blank one means "not translated" and is left out when stored. */
const colorTranslationsSchema = z
  .strictObject(
    Object.fromEntries(
      COLOR_TRANSLATION_LOCALES.map((locale) => [
        locale,
        z
          .string()
          .trim()
          .max(100, msg('validation.fieldMax', { field: 'field.name', max: 100 }))
          .nullish(),
      ]),
    ) as Record<ColorTranslationLocale, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
  )
  .transform(
    (names) =>
      Object.fromEntries(
        Object.entries(names).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ) as Partial<Record<ColorTranslationLocale, string>>,
  );

/**
 * `POST /api/colors` (admin): a new palette colour. `name` is the default language's (required),
 * `translations` the others' (optional). 201 with the colour; 409 when the code is taken.
 */
export const colorCreateSchema = z.strictObject({
  ...colorUpdateSchema.shape,
  translations: colorTranslationsSchema.optional().default({}),
});
export type ColorCreate = z.input<typeof colorCreateSchema>;

/** `PUT /api/colors/{id}`: as before; `translations`, when sent, replaces the stored ones. */
export const colorWriteSchema = colorUpdateSchema.extend({ translations: colorTranslationsSchema.optional() });
export type ColorWrite = z.input<typeof colorWriteSchema>;

/** A colour as the admin record shows it: the catalogue's colour and its names in the other languages. */
export const adminColorSchema = colorSchema.extend({
  translations: z.partialRecord(z.enum(COLOR_TRANSLATION_LOCALES as [ColorTranslationLocale]), z.string()),
});
export type AdminColor = z.infer<typeof adminColorSchema>;
export const colorResponseSchema = dataEnvelope(adminColorSchema);

// ---------------------------------------------------------------------------------------------
// Parts

const OPTIONAL_LOCALES = LOCALES.filter((locale) => locale !== 'de');

/** An optional translation: blank means "not translated" and is left out when stored. */
const optionalTranslation = z
  .string()
  .trim()
  .max(2000, msg('validation.textMax', { max: 2000 }));

function localizedTextInput(field: ContractMessageKey, germanRequired: boolean) {
  const germanRequiredMessage = msg('validation.germanRequired', { field });
  const de = z.string({ error: germanRequiredMessage }).trim();
  const shape = Object.fromEntries(OPTIONAL_LOCALES.map((locale) => [locale, optionalTranslation.nullish()]));
  return z
    .object(
      {
        de: germanRequired
          ? de.min(1, germanRequiredMessage).max(255, msg('validation.fieldMax', { field, max: 255 }))
          : de.max(2000, msg('validation.fieldMax', { field, max: 2000 })),
        ...shape,
      },
      { error: germanRequiredMessage },
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
function wholeNumber(field: ContractMessageKey, max: number, min = 0) {
  const notWhole = msg('validation.fieldWholeNumber', { field });
  return z
    .union([z.number({ error: notWhole }), z.string().trim().regex(/^\d+$/, notWhole)], {
      error: msg('validation.fieldRequired', { field }),
    })
    .transform(Number)
    .pipe(
      z
        .int(notWhole)
        .min(min, msg('validation.fieldAtLeast', { field, min }))
        .max(max, msg('validation.fieldAtMost', { field, max })),
    );
}

const MAX_MM = 100_000;

/** A box in millimetres (length, width, height), or null for none. */
function boxInput(field: ContractMessageKey) {
  const side = wholeNumber(field, MAX_MM);
  return z
    .strictObject({ length: side, width: side, height: side }, { error: msg('validation.fieldRequired', { field }) })
    .nullable();
}

export const partUpdateSchema = z.object({
  name: localizedTextInput('field.name', true),
  description: localizedTextInput('field.description', false),
  variants: z
    .array(
      z.object(
        {
          part_number: z
            .string({ error: msg('validation.partNumberRequired') })
            .trim()
            .min(1, msg('validation.partNumberRequired'))
            .max(64, msg('validation.fieldMax', { field: 'field.partNumber', max: 64 })),
        },
        { error: msg('validation.partNumberRequired') },
      ),
      { error: msg('validation.fieldList', { field: 'field.variants' }) },
    )
    .min(1, msg('validation.partNumberMin'))
    .superRefine((variants, context) => {
      const seen = new Set<string>();
      variants.forEach((variant, index) => {
        const partNumber = (variant as { part_number?: unknown } | null)?.part_number;
        if (typeof partNumber !== 'string' || partNumber.trim() === '') return;
        if (seen.has(partNumber.trim())) {
          context.addIssue({
            code: 'custom',
            message: msg('validation.partNumberDuplicate'),
            path: [index, 'part_number'],
          });
        }
        seen.add(partNumber.trim());
      });
    }, everyList),
  /** Integer cents. */
  price: wholeNumber('field.price', 100_000_000),
  /** Integer grams. */
  weight: wholeNumber('field.weight', 10_000_000),
  width: wholeNumber('field.width', MAX_MM),
  height: wholeNumber('field.height', MAX_MM),
  depth: wholeNumber('field.depth', MAX_MM),
  /** T1: left out keeps the stored value; null travels as width × height × depth. */
  packed_size: boxInput('field.packedSize').optional(),
  /** T1, bags and cases: the space inside and the most they may carry (null: not a carrier). */
  inner_size: boxInput('field.innerSize').optional(),
  max_load: z
    .int(msg('validation.fieldWholeNumber', { field: 'field.maxLoad' }))
    .min(0, msg('validation.fieldAtLeast', { field: 'field.maxLoad', min: 0 }))
    .max(10_000_000, msg('validation.fieldAtMost', { field: 'field.maxLoad', max: 10_000_000 }))
    .nullable()
    .optional(),
  /** E1: whole watts drawn in use. */
  watts: wholeNumber('field.watts', 100_000).optional(),
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
  return choices ? msg('validation.mountChoice', { choices }) : msg('validation.noMount');
}

export const ASSEMBLY_SIDES = ['front', 'back', 'both'] as const;

const assemblyTranslationInput = (language: ContractMessageKey, required: boolean) => {
  const nameRequired = msg('validation.languageNameRequired', { language });
  const nameMax = msg('validation.fieldMax', { field: 'field.name', max: 255 });
  const name = z.string({ error: nameRequired }).trim();
  return z.object(
    {
      name: required ? name.min(1, nameRequired).max(255, nameMax) : name.max(255, nameMax),
      description: z
        .string({ error: msg('validation.languageDescriptionRequired', { language }) })
        .trim()
        .max(2000, msg('validation.fieldMax', { field: 'field.description', max: 2000 })),
    },
    { error: msg('validation.languageTranslationRequired', { language }) },
  );
};

export const assemblyWriteSchema = z
  .object({
    type: z.enum(ASSEMBLY_TYPES, { error: msg('validation.chooseType') }),
    parts: z.array(
      z.object(
        {
          part_id: z
            .int({ error: msg('validation.choosePart') })
            .min(1, msg('validation.choosePart'))
            .max(MAX_RECORD_ID, msg('validation.choosePart')),
          quantity: wholeNumber('field.quantity', 10_000).pipe(
            z.int().min(1, msg('validation.fieldAtLeast', { field: 'field.quantity', min: 1 })),
          ),
        },
        { error: msg('validation.choosePartAndQuantity') },
      ),
      { error: msg('validation.fieldList', { field: 'field.parts' }) },
    ),
    is_active: z.boolean({ error: msg('validation.fieldBoolean', { field: 'field.isActive' }) }).default(true),
    /** An uploaded image's url; empty means none and is stored as null. */
    thumbnail: z
      .string()
      .trim()
      .max(2048, msg('validation.fieldMax', { field: 'field.thumbnail', max: 2048 }))
      .refine((url) => url === '' || isSafeLinkUrl(url), SAFE_URL_MESSAGE)
      .nullish()
      .transform((value) => value || null),
    width: wholeNumber('field.width', MAX_MM),
    depth: wholeNumber('field.depth', MAX_MM),
    height: wholeNumber('field.height', MAX_MM),
    height_units: wholeNumber('field.heightUnits', 20),
    mount: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null),
    side: z.enum(ASSEMBLY_SIDES, { error: msg('validation.chooseSide') }),
    /** Rack rows a worktop may sit on; other types leave it empty. */
    allowed_rows: z.array(z.int().min(0).max(20), { error: msg('validation.allowedRowsList') }).default([]),
    translations: z
      .object(
        {
          de: assemblyTranslationInput('language.de', true),
          en: assemblyTranslationInput('language.en', true),
          fr: assemblyTranslationInput('language.fr', false).optional(),
          it: assemblyTranslationInput('language.it', false).optional(),
          es: assemblyTranslationInput('language.es', false).optional(),
          pt: assemblyTranslationInput('language.pt', false).optional(),
        },
        { error: msg('validation.translationsRequired') },
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
// Vehicle classes (T1)

export const vehicleClassParamsSchema = z.object({ code: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/** The most a vehicle class may carry, in grams (100 t). */
export const MAX_VEHICLE_PAYLOAD = 100_000_000;
/** The longest side of a cargo space, in millimetres. */
export const MAX_CARGO_SIDE = MAX_MM;

/**
 * `PUT /api/vehicle-classes/{code}` (admin only): the name, the usable cargo space (whole mm) and
 * the payload (whole grams). A side or a payload of 0 would be a vehicle that takes nothing, so
 * each is at least 1.
 */
export const vehicleClassUpdateSchema = z.strictObject({
  name: localizedTextInput('field.name', true),
  cargo: z.strictObject(
    {
      length: wholeNumber('field.length', MAX_CARGO_SIDE, 1),
      width: wholeNumber('field.width', MAX_CARGO_SIDE, 1),
      height: wholeNumber('field.height', MAX_CARGO_SIDE, 1),
    },
    { error: msg('validation.fieldRequired', { field: 'field.cargo' }) },
  ),
  payload: wholeNumber('field.payload', MAX_VEHICLE_PAYLOAD, 1),
});
export type VehicleClassUpdate = z.input<typeof vehicleClassUpdateSchema>;
