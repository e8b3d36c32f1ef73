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

/** The `YYYY-MM` month `count` months before `month`. */
export function monthsBefore(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + monthNumber - 1 - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The current month in UTC, as the server groups inquiries. */
export function currentMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}

export const CHART_MONTHS = 12;

/**
 * One row per month of the twelve ending with `lastMonth` (months without inquiries are zeros),
 * one series per country. The `maxCountries` countries with most inquiries keep their own series;
 * the rest are summed as OTHER_COUNTRIES. Entries outside those months are left out.
 */
export function countryChartOf(all: MonthCountryCount[], lastMonth: string, maxCountries = 6): CountryChart {
  const firstMonth = monthsBefore(lastMonth, CHART_MONTHS - 1);
  const entries = all.filter((entry) => entry.month >= firstMonth && entry.month <= lastMonth);
  if (entries.length === 0) return { rows: [], countries: [] };
  const totals = new Map<string, number>();
  for (const entry of entries) totals.set(entry.country, (totals.get(entry.country) ?? 0) + entry.count);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
  const hasOther = ranked.length > maxCountries;
  const shown = hasOther ? ranked.slice(0, maxCountries - 1) : ranked;
  const series = hasOther ? [...shown, OTHER_COUNTRIES] : shown;
  const rows = monthsBetween(firstMonth, lastMonth).map((month) => {
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
