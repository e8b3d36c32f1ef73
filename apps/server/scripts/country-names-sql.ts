// Prints the SQL rows of the country name table that migration 0030 reads stored countries with:
// every comparable name (`normalizeCountryName`) of every ISO 3166-1 alpha-2 code in the app's
// languages and Dutch, the aliases, and each code in lower case, as `parseCountry` reads them.
// The migration keeps a copy of the output, so that it reads old rows the same way whatever the
// runtime's ICU knows later: `npx tsx apps/server/scripts/country-names-sql.ts`.
import { COUNTRY_CODES, countryNameTable } from '@bar/domain/countries';

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const rows = new Map<string, string>(COUNTRY_CODES.map((code) => [code.toLowerCase(), code]));
for (const [key, code] of countryNameTable()) if (!rows.has(key)) rows.set(key, code);
const values = [...rows]
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([key, code]) => `(${quote(key)}, '${code}')`);
process.stdout.write(`INSERT INTO "country_names" ("key", "code") VALUES\n${values.join(',\n')};`);
