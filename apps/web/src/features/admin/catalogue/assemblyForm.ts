import { ASSEMBLY_MOUNTS, ASSEMBLY_SIDES, type AssemblyWrite } from '@bar/contracts/adminCatalogue';
import type { AssemblyDto } from '@bar/contracts/catalogue';
import { ASSEMBLY_TYPES, type AssemblyType } from '@bar/domain/catalogue';
import { LOCALES, type Locale } from '@bar/domain/locale';
import { z } from 'zod';

type Translation = { name: string; description: string };

/** The assembly form's values: numbers as typed (strings), a part as its id in a select. */
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

export function assemblyFormValues(assembly: AssemblyDto): AssemblyFormValues {
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
    width: String(assembly.width),
    depth: String(assembly.depth),
    height: String(assembly.height),
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

const wholeMillimetres = z.string().trim().regex(/^\d+$/, 'adminCatalogue.errors.millimetres');
const translation = (required: boolean) =>
  z.object({
    name: required ? z.string().trim().min(1, 'adminCatalogue.errors.translationName') : z.string(),
    description: z.string(),
  });

/** Client checks before sending (section 5); the server checks again and answers 422 per field. */
export const assemblyFormSchema = z.object({
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

/**
 * `POST /api/assemblies` / `PUT /api/assemblies/{id}`. Thumbnail and dimensions go as the strings
 * typed (section 5: "thumbnail and width are strings"); de and en are always sent, other
 * languages only when named.
 */
export function assemblyWriteOf(values: AssemblyFormValues): AssemblyWrite {
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
    width: values.width.trim(),
    depth: values.depth.trim(),
    height: values.height.trim(),
    height_units: values.height_units.trim(),
    mount: values.mount || null,
    side: values.side,
    allowed_rows: values.allowed_rows,
    translations: translations as AssemblyWrite['translations'],
  };
}
