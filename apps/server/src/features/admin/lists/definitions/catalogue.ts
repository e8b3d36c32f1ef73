import { cents, grams } from '@bar/domain/units';
import { ilike, sql } from 'drizzle-orm';
import { assemblies, colors, parts } from '../../../../db/schemaCatalogue.ts';
import { columnSorts, columnsOf, defineList, fromTable } from '../listPage.ts';
import { anyLanguageMatches, booleanFilter, equalsFilter, localizedText } from '../sqlText.ts';

/** A colour's name in the reader's language; `name` is the German one, the others are translations. */
const colorName = (locale: string) =>
  sql<string>`coalesce(nullif(${colors.translations} ->> ${locale}, ''), ${colors.name})`;

/** `GET /api/colors-index`: the RAL colours, inactive ones included, named in the reader's language. */
export const colorsList = defineList({
  list: 'colors',
  fields: (locale) => ({ ...columnsOf(colors, ['id', 'code', 'hex', 'isActive']), name: colorName(locale) }),
  from: fromTable(colors),
  search: (pattern) => [
    ilike(colors.code, pattern),
    ilike(colors.name, pattern),
    anyLanguageMatches(colors.translations, pattern),
  ],
  sorts: { ...columnSorts({ id: colors.id, code: colors.code }), name: (locale) => [sql`lower(${colorName(locale)})`] },
  filters: { is_active: booleanFilter(colors.isActive) },
  present: (row) => ({ id: row.id, code: row.code, name: row.name, hex: row.hex, is_active: row.isActive }),
});

const partNumbers = sql<string[]>`coalesce((select array_agg(variant ->> 'part_number')
  from jsonb_array_elements(${parts.variants}) as variant), '{}'::text[])`;

/** `GET /api/parts-index`: the catalogue's parts with price, weight and size. */
export const partsList = defineList({
  list: 'parts',
  fields: (locale) => ({
    ...columnsOf(parts, ['id', 'code', 'type', 'priceCents', 'weightG', 'width', 'height', 'depth']),
    name: localizedText(parts.name, locale),
    partNumbers,
  }),
  from: fromTable(parts),
  search: (pattern) => [
    ilike(parts.code, pattern),
    anyLanguageMatches(parts.name, pattern),
    sql`exists (select 1 from jsonb_array_elements(${parts.variants}) as variant
      where variant ->> 'part_number' ilike ${pattern})`,
  ],
  sorts: columnSorts({
    id: parts.id,
    code: parts.code,
    type: parts.type,
    price: parts.priceCents,
    weight: parts.weightG,
  }),
  filters: { type: equalsFilter(parts.type) },
  present: (row) => ({
    id: row.id,
    code: row.code,
    type: row.type,
    name: row.name,
    part_numbers: row.partNumbers,
    price: cents(row.priceCents),
    weight: grams(row.weightG),
    width: row.width,
    height: row.height,
    depth: row.depth,
  }),
});

const assemblyName = (locale: string) =>
  sql<string>`coalesce(${assemblies.translations} -> ${locale} ->> 'name',
    ${assemblies.translations} -> 'en' ->> 'name', ${assemblies.translations} -> 'de' ->> 'name', '')`;

/** `GET /api/assemblies-index`: inserts, worktops, panels ... with their size and state. */
export const assembliesList = defineList({
  list: 'assemblies',
  fields: (locale) => ({
    ...columnsOf(assemblies, [
      'id',
      'code',
      'type',
      'isActive',
      'width',
      'depth',
      'height',
      'heightUnits',
      'thumbnail',
    ]),
    name: assemblyName(locale),
  }),
  from: fromTable(assemblies),
  search: (pattern) => [
    ilike(assemblies.code, pattern),
    sql`exists (select 1 from jsonb_each(${assemblies.translations}) as translation
      where translation.value ->> 'name' ilike ${pattern})`,
  ],
  sorts: columnSorts({
    id: assemblies.id,
    code: assemblies.code,
    type: assemblies.type,
    width: assemblies.width,
    height: assemblies.height,
  }),
  filters: { type: equalsFilter(assemblies.type), is_active: booleanFilter(assemblies.isActive) },
  present: (row) => ({
    id: row.id,
    code: row.code,
    type: row.type,
    name: row.name,
    is_active: row.isActive,
    width: row.width,
    depth: row.depth,
    height: row.height,
    height_units: row.heightUnits,
    thumbnail: row.thumbnail,
  }),
});
