import { cents } from '@bar/domain/units';
import { eq, ilike, sql } from 'drizzle-orm';
import { users } from '../../../../db/schema.ts';
import { inquiries } from '../../../../db/schemaQuotes.ts';
import { defineList } from '../listPage.ts';
import { equalsFilter } from '../sqlText.ts';

const addressField = (name: string) => sql<string | null>`${inquiries.address} ->> ${name}`;
const customerEmail = sql<string | null>`coalesce(${users.email}, ${addressField('email')})`;
const customerName = sql<
  string | null
>`nullif(concat_ws(' ', ${addressField('given_name')}, ${addressField('family_name')}), '')`;
const country = sql<string>`${inquiries.address} ->> 'country'`;
const barName = sql<string>`${inquiries.barSnapshot} ->> 'name'`;
const totalPrice = sql<number>`coalesce((${inquiries.barSnapshot} -> 'parts' ->> 'total_price')::integer, 0)`.mapWith(
  Number,
);

/** The columns of an inquiry row, shared with the dashboard's "new inquiries". */
export const inquiryRowFields = () => ({
  id: inquiries.id,
  status: inquiries.status,
  email: customerEmail,
  name: customerName,
  organization: addressField('organization'),
  country,
  barName,
  totalPrice,
  createdAt: inquiries.createdAt,
});

type InquiryFields = {
  id: number;
  status: string;
  email: string | null;
  name: string | null;
  organization: string | null;
  country: string;
  barName: string;
  totalPrice: number;
  createdAt: Date;
};

export function presentInquiryRow(row: InquiryFields) {
  return {
    id: row.id,
    status: row.status,
    customer: { email: row.email, name: row.name, organization: row.organization },
    country: row.country,
    bar_name: row.barName,
    total_price: cents(row.totalPrice),
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET /api/inquiries-index`: every quote request with its customer and frozen bar. */
export const inquiriesList = defineList({
  list: 'inquiries',
  fields: inquiryRowFields,
  from: (db, fields) => db.select(fields).from(inquiries).leftJoin(users, eq(users.id, inquiries.userId)).$dynamic(),
  search: (pattern) => [
    ilike(customerEmail, pattern),
    ilike(customerName, pattern),
    ilike(addressField('organization'), pattern),
    ilike(barName, pattern),
  ],
  sorts: {
    id: () => [inquiries.id],
    created_at: () => [inquiries.createdAt],
    status: () => [inquiries.status],
    country: () => [country],
  },
  filters: {
    status: equalsFilter(inquiries.status),
    country: equalsFilter(country),
  },
  present: presentInquiryRow,
});
