import { parseCountry } from '@bar/domain/countries';
import { cents } from '@bar/domain/units';
import { eq, ilike, inArray, sql } from 'drizzle-orm';
import { users } from '../../../../db/schema.ts';
import { type InquiryKind, inquiries } from '../../../../db/schemaQuotes.ts';
import { defineList } from '../listPage.ts';
import { equalsFilter } from '../sqlText.ts';

const addressField = (name: string) => sql<string | null>`${inquiries.address} ->> ${name}`;
const contactField = (name: string) => sql<string | null>`${inquiries.contact} ->> ${name}`;
// A consultation names whom to answer in its contact, whoever is logged in; a quote, its account.
const customerEmail = sql<string | null>`coalesce(${contactField('email')}, ${users.email}, ${addressField('email')})`;
const customerName = sql<
  string | null
>`coalesce(${contactField('name')}, nullif(concat_ws(' ', ${addressField('given_name')}, ${addressField('family_name')}), ''))`;
/** The quote's address country or the consultation's country (one of the two is always there). */
export const inquiryCountry = sql<string>`coalesce(${inquiries.address} ->> 'country', ${inquiries.contact} ->> 'country')`;
const country = inquiryCountry;
// A subquery rather than a join, so that the dashboard's "new inquiries" read it the same way.
const assigneeEmail = sql<
  string | null
>`(select assignee.email from ${users} as assignee where assignee.id = ${inquiries.assigneeId})`;
const barName = sql<string | null>`${inquiries.barSnapshot} ->> 'name'`;
const totalPrice = sql<number | null>`(${inquiries.barSnapshot} -> 'parts' ->> 'total_price')::integer`.mapWith(
  (value) => (value === null ? null : Number(value)),
);

/** The columns of an inquiry row, shared with the dashboard's "new inquiries". */
export const inquiryRowFields = () => ({
  id: inquiries.id,
  kind: inquiries.kind,
  status: inquiries.status,
  email: customerEmail,
  name: customerName,
  organization: addressField('organization'),
  country,
  barName,
  totalPrice,
  toOrderOnly: inquiries.toOrderOnly,
  assigneeId: inquiries.assigneeId,
  assigneeEmail,
  createdAt: inquiries.createdAt,
});

type InquiryFields = {
  id: number;
  kind: InquiryKind;
  status: string;
  email: string | null;
  name: string | null;
  organization: string | null;
  country: string;
  barName: string | null;
  totalPrice: number | null;
  toOrderOnly: boolean;
  assigneeId: number | null;
  assigneeEmail: string | null;
  createdAt: Date;
};

export function presentInquiryRow(row: InquiryFields) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    customer: { email: row.email, name: row.name, organization: row.organization },
    country: row.country,
    bar_name: row.barName,
    total_price: row.totalPrice === null ? null : cents(row.totalPrice),
    to_order_only: row.toOrderOnly,
    assignee:
      row.assigneeId === null || row.assigneeEmail === null ? null : { id: row.assigneeId, email: row.assigneeEmail },
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET /api/inquiries-index`: every quote request (customer and frozen bar) and consultation request. */
export const inquiriesList = defineList({
  list: 'inquiries',
  fields: inquiryRowFields,
  from: (db, fields) => db.select(fields).from(inquiries).leftJoin(users, eq(users.id, inquiries.userId)).$dynamic(),
  search: (pattern) => [
    ilike(customerEmail, pattern),
    ilike(customerName, pattern),
    ilike(addressField('organization'), pattern),
    ilike(barName, pattern),
    ilike(contactField('phone'), pattern),
  ],
  sorts: {
    id: () => [inquiries.id],
    created_at: () => [inquiries.createdAt],
    status: () => [inquiries.status],
    country: () => [country],
  },
  filters: {
    status: equalsFilter(inquiries.status),
    // A code or a country's name in any of the app's languages ("Germany" → DE); other text as it is.
    country: (value) => sql`${country} = ${parseCountry(value) ?? value}`,
    kind: equalsFilter(inquiries.kind),
    open: () => inArray(inquiries.status, ['new', 'in_progress']),
    // The codes the administrator is responsible for (stored as ISO codes, see users.country_responsibilities).
    my_countries: (_value, viewerId) =>
      sql`${country} in (select unnest(viewer.country_responsibilities) from ${users} as viewer where viewer.id = ${viewerId})`,
    assignee: (value) => eq(inquiries.assigneeId, Number(value)),
    // Days in UTC, both ends included (the query schema checked they are days).
    from: (day) => sql`${inquiries.createdAt} >= ${day}::timestamp at time zone 'UTC'`,
    to: (day) => sql`${inquiries.createdAt} < (${day}::date + 1)::timestamp at time zone 'UTC'`,
  },
  present: presentInquiryRow,
});
