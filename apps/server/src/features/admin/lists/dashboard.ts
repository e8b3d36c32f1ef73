import type { AdminDashboard } from '@bar/contracts/adminLists';
import type { Locale } from '@bar/domain/locale';
import { count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { barPresets, bars, users } from '../../../db/schema.ts';
import { inquiries } from '../../../db/schemaQuotes.ts';
import { withCurrentTotals } from '../../bars/currentTotals.ts';
import { barRowFields, presentBarRow } from './definitions/bars.ts';
import { inquiryCountry, inquiryRowFields, presentInquiryRow } from './definitions/inquiries.ts';
import { localizedText } from './sqlText.ts';

const LATEST = 5;
const MONTHS = 12;

/** The first day (UTC) of the month eleven months before this one: twelve months including the current. */
export function chartStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1), 1));
}

async function newInquiries(db: Database) {
  const isNew = eq(inquiries.status, 'new');
  const [totals, latest] = await Promise.all([
    db.select({ total: count() }).from(inquiries).where(isNew),
    db
      .select(inquiryRowFields())
      .from(inquiries)
      .leftJoin(users, eq(users.id, inquiries.userId))
      .where(isNew)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(LATEST),
  ]);
  return { count: Number(totals[0]?.total ?? 0), latest: latest.map(presentInquiryRow) };
}

async function recentBars(db: Database) {
  const rows = await db
    .select(barRowFields())
    .from(bars)
    .where(isNull(bars.deletedAt))
    .orderBy(desc(bars.updatedAt), desc(bars.id))
    .limit(LATEST);
  return withCurrentTotals(db, rows.map(presentBarRow));
}

async function inquiriesByCountry(db: Database, now: Date) {
  const month = sql<string>`to_char(${inquiries.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const country = inquiryCountry;
  const rows = await db
    .select({ month, country, count: count() })
    .from(inquiries)
    .where(gte(inquiries.createdAt, chartStart(now)))
    .groupBy(month, country)
    .orderBy(month, country);
  return rows.map((row) => ({ month: row.month, country: row.country, count: Number(row.count) }));
}

async function topPresets(db: Database, locale: Locale) {
  const barCount = count(bars.id);
  const rows = await db
    .select({ id: barPresets.id, name: localizedText(barPresets.name, locale), barCount })
    .from(bars)
    .innerJoin(barPresets, eq(barPresets.id, bars.presetId))
    .groupBy(barPresets.id)
    .orderBy(desc(barCount), barPresets.id)
    .limit(LATEST);
  return rows.map((row) => ({ id: row.id, name: row.name, bar_count: Number(row.barCount) }));
}

/** `GET /api/admin-dashboard`: the figures staff look at first. */
export async function loadDashboard(db: Database, locale: Locale, now = new Date()): Promise<AdminDashboard> {
  const [fresh, recent, byCountry, presets] = await Promise.all([
    newInquiries(db),
    recentBars(db),
    inquiriesByCountry(db, now),
    topPresets(db, locale),
  ]);
  return { new_inquiries: fresh, recent_bars: recent, inquiries_by_country: byCountry, top_presets: presets };
}
