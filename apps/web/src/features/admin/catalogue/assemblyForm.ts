import { ASSEMBLY_MOUNTS, ASSEMBLY_SIDES, type AssemblyWrite } from '@bar/contracts/adminCatalogue';
import type { AssemblyDto } from '@bar/contracts/catalogue';
import { ASSEMBLY_TYPES, type AssemblyType } from '@bar/domain/catalogue';
import { LOCALES, type Locale } from '@bar/domain/locale';
import { z } from 'zod';
import { formatMillimetres, readMillimetres, rewriteMillimetres } from './decimalUnits.ts';
import { localeNumberText } from './numberFields.ts';
import type { LocaleFormKind } from './useLocaleRecordForm.ts';

type Translation = { name: string; description: string };

/**
 * The assembly form's values: numbers as typed (strings; sizes with the interface language's
 * thousands separator, "1.200" in German), a part as its id in a select.
 */
export type AssemblyFormValues = {
  type: AssemblyType | '';
  parts: { part_id: string; quantity: number | string }[];
  is_active: boolean;
  thumbnail: string;
  width: string;
  depth: string;
  height: string;
  height_units: string;
  /** '' = no mount. */
  mount: string;
  side: (typeof ASSEMBLY_SIDES)[number];
  /** Kept as loaded (worktops' rack rows); not edited here. */
  allowed_rows: number[];
  translations: Record<Locale, Translation>;
};

export const REQUIRED_TRANSLATIONS: readonly Locale[] = ['de', 'en'];

const emptyTranslations = (): Record<Locale, Translation> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, { name: '', description: '' }])) as Record<Locale, Translation>;

export function newAssemblyValues(): AssemblyFormValues {
  return {
    type: '',
    parts: [],
    is_active: true,
    thumbnail: '',
    width: '',
    depth: '',
    height: '',
    height_units: '0',
    mount: '',
    side: 'front',
    allowed_rows: [],
    translations: emptyTranslations(),
  };
}

const SIZES = ['width', 'depth', 'height'] as const;

export function assemblyFormValues(assembly: AssemblyDto, numberLocale: string): AssemblyFormValues {
  const translations = emptyTranslations();
  for (const locale of LOCALES) {
    const stored = (assembly.translations as Partial<Record<string, Translation>>)[locale];
    if (stored) translations[locale] = { name: stored.name, description: stored.description };
  }
  return {
    type: assembly.type,
    parts: assembly.parts.map((part) => ({ part_id: String(part.part_id), quantity: part.quantity })),
    is_active: assembly.is_active,
    thumbnail: assembly.thumbnail ?? '',
    width: formatMillimetres(assembly.width, numberLocale),
    depth: formatMillimetres(assembly.depth, numberLocale),
    height: formatMillimetres(assembly.height, numberLocale),
    height_units: String(assembly.height_units),
    mount: assembly.mount ?? '',
    side: assembly.side,
    allowed_rows: assembly.allowed_rows,
    translations,
  };
}

/** The mounts a type offers ('' for "none"); the first is taken when the type changes. */
export function mountChoices(type: AssemblyType | ''): string[] {
  if (!type) return [''];
  return ASSEMBLY_MOUNTS[type].map((mount) => mount ?? '');
}

/** The interface language changed from `from` to `to`: the sizes are rewritten with the new separators. */
export function rewriteAssemblyValues(values: AssemblyFormValues, from: string, to: string): AssemblyFormValues {
  const rewritten = { ...values };
  for (const size of SIZES) rewritten[size] = rewriteMillimetres(values[size], from, to);
  return rewritten;
}

const translation = (required: boolean) =>
  z.object({
    name: required ? z.string().trim().min(1, 'adminCatalogue.errors.translationName') : z.string(),
    description: z.string(),
  });

/** Client checks before sending (section 5), for sizes written in `locale`; the server checks again and answers 422 per field. */
export function assemblyFormSchema(locale: string) {
  const wholeMillimetres = localeNumberText(readMillimetres, locale, 'adminCatalogue.errors.millimetres');
  return z.object({
    type: z.enum(ASSEMBLY_TYPES, 'adminCatalogue.errors.assemblyType'),
    parts: z.array(
      z.object({
        part_id: z.string().regex(/^\d+$/, 'adminCatalogue.errors.choosePart'),
        quantity: z
          .union([z.number(), z.string()])
          .refine((value) => /^\d+$/.test(String(value)) && Number(value) >= 1, 'adminCatalogue.errors.quantity'),
      }),
    ),
    is_active: z.boolean(),
    thumbnail: z.string(),
    width: wholeMillimetres,
    depth: wholeMillimetres,
    height: wholeMillimetres,
    height_units: z.string().trim().regex(/^\d+$/, 'adminCatalogue.errors.heightUnits'),
    mount: z.string(),
    side: z.enum(ASSEMBLY_SIDES),
    allowed_rows: z.array(z.number()),
    translations: z.object({
      de: translation(true),
      en: translation(true),
      fr: translation(false),
      it: translation(false),
      es: translation(false),
      pt: translation(false),
    }),
  });
}

/**
 * `POST /api/assemblies` / `PUT /api/assemblies/{id}`. Thumbnail and dimensions go as strings
 * (section 5: "thumbnail and width are strings"); de and en are always sent, other
 * languages only when named.
 */
export function assemblyWriteOf(values: AssemblyFormValues, numberLocale: string): AssemblyWrite {
  // Sizes go as plain digits ("1.200" typed in German is "1200"); unreadable text goes as typed, for the server's 422.
  const digits = (text: string) => {
    const reading = readMillimetres(text, numberLocale);
    return reading.ok ? String(reading.value) : text.trim();
  };
  const translations: Record<string, Translation> = {};
  for (const locale of LOCALES) {
    const text = values.translations[locale];
    if (REQUIRED_TRANSLATIONS.includes(locale) || text.name.trim()) translations[locale] = text;
  }
  return {
    type: values.type as AssemblyType,
    parts: values.parts.map((part) => ({ part_id: Number(part.part_id), quantity: Number(part.quantity) })),
    is_active: values.is_active,
    thumbnail: values.thumbnail.trim(),
    width: digits(values.width),
    depth: digits(values.depth),
    height: digits(values.height),
    height_units: values.height_units.trim(),
    mount: values.mount || null,
    side: values.side,
    allowed_rows: values.allowed_rows,
    translations: translations as AssemblyWrite['translations'],
  };
}

/** The assembly form for useLocaleRecordForm. */
export const assemblyFormKind: LocaleFormKind<AssemblyDto, AssemblyFormValues, AssemblyWrite> = {
  schemaFor: assemblyFormSchema,
  valuesOf: assemblyFormValues,
  writeOf: assemblyWriteOf,
  rewrite: rewriteAssemblyValues,
};
