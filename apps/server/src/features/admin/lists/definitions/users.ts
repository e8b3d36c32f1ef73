import { ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import { userSearchText, users } from '../../../../db/schema.ts';
import { columnSorts, columnsOf, defineList, fromTable } from '../listPage.ts';
import { booleanFilter } from '../sqlText.ts';

/** `GET /api/users`: every account, administrators included. */
export const usersList = defineList({
  list: 'users',
  fields: () =>
    columnsOf(users, [
      'id',
      'email',
      'givenName',
      'familyName',
      'organization',
      'country',
      'isAdmin',
      'emailVerifiedAt',
      'countryResponsibilities',
      'createdAt',
    ]),
  from: fromTable(users),
  search: (pattern) => [ilike(userSearchText(users), pattern)],
  sorts: columnSorts({
    id: users.id,
    email: users.email,
    family_name: sql`lower(${users.familyName})`,
    created_at: users.createdAt,
  }),
  searchedSorts: ['email', 'family_name'],
  filters: {
    is_admin: booleanFilter(users.isAdmin),
    verified: (value) => (value === 'true' ? isNotNull(users.emailVerifiedAt) : isNull(users.emailVerifiedAt)),
  },
  present: (row) => ({
    id: row.id,
    email: row.email,
    given_name: row.givenName,
    family_name: row.familyName,
    organization: row.organization,
    country: row.country,
    is_admin: row.isAdmin,
    email_verified: row.emailVerifiedAt !== null,
    country_responsibilities: row.countryResponsibilities,
    created_at: row.createdAt.toISOString(),
  }),
});
