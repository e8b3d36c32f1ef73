/** Turns "inquiries per month and country" into one row per month for a stacked bar chart. */

export type MonthCountryCount = { month: string; country: string; count: number };
export type ChartRow = { month: string } & Record<string, number | string>;
export type CountryChart = { rows: ChartRow[]; countries: string[] };

export const OTHER_COUNTRIES = '__other__';

/** `YYYY-MM` months from `first` to `last`, both included. */
export function monthsBetween(first: string, last: string): string[] {
  const [firstYear = 0, firstMonth = 1] = first.split('-').map(Number);
  const [lastYear = 0, lastMonth = 1] = last.split('-').map(Number);
  const months: string[] = [];
  for (let index = firstYear * 12 + firstMonth - 1; index <= lastYear * 12 + lastMonth - 1; index += 1) {
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/**
 * One row per month (gaps filled with zeros), one series per country. The `maxCountries`
 * countries with most inquiries keep their own series; the rest are summed as OTHER_COUNTRIES.
 */
export function countryChartOf(entries: MonthCountryCount[], maxCountries = 6): CountryChart {
  if (entries.length === 0) return { rows: [], countries: [] };
  const totals = new Map<string, number>();
  for (const entry of entries) totals.set(entry.country, (totals.get(entry.country) ?? 0) + entry.count);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
  const hasOther = ranked.length > maxCountries;
  const shown = hasOther ? ranked.slice(0, maxCountries - 1) : ranked;
  const series = hasOther ? [...shown, OTHER_COUNTRIES] : shown;
  const months = entries.map((entry) => entry.month).sort();
  const rows = monthsBetween(months[0] ?? '', months[months.length - 1] ?? '').map((month) => {
    const row: ChartRow = { month };
    for (const country of series) row[country] = 0;
    return row;
  });
  const rowOf = new Map(rows.map((row) => [row.month, row]));
  for (const entry of entries) {
    const row = rowOf.get(entry.month);
    if (!row) continue;
    const key = shown.includes(entry.country) ? entry.country : OTHER_COUNTRIES;
    row[key] = Number(row[key] ?? 0) + entry.count;
  }
  return { rows, countries: series };
}
