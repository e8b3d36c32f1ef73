import type { AdminUser, AdminUserUpdate } from '@bar/contracts/adminRecords';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../appError.ts';
import type { Database } from '../../../db/client.ts';
import { bars, type UserRow, users } from '../../../db/schema.ts';
import { inquiries } from '../../../db/schemaQuotes.ts';
import { presentAddress } from '../../addresses/addressValues.ts';
import { listAddresses } from '../../addresses/repository.ts';
import { findUserById, presentUser } from '../../auth/users.ts';
import { namedColumns } from './namedColumns.ts';

/** The newest bars and inquiries shown on a user's record; the counts tell how many there are in all. */
export const RECORD_LIST_LIMIT = 50;

export function userNotFound(): AppError {
  return new AppError('notFound', { key: 'records.userNotFound' });
}

async function liveBarsOf(db: Database, userId: number) {
  const owned = and(eq(bars.ownerId, userId), isNull(bars.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: bars.id, name: bars.name, updatedAt: bars.updatedAt })
      .from(bars)
      .where(owned)
      .orderBy(desc(bars.updatedAt), desc(bars.id))
      .limit(RECORD_LIST_LIMIT),
    db.select({ value: count() }).from(bars).where(owned),
  ]);
  return {
    bars: rows.map((row) => ({ id: row.id, name: row.name, updated_at: row.updatedAt.toISOString() })),
    bars_count: total?.value ?? 0,
  };
}

async function inquiriesOf(db: Database, userId: number) {
  const sent = eq(inquiries.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: inquiries.id, status: inquiries.status, createdAt: inquiries.createdAt })
      .from(inquiries)
      .where(sent)
      .orderBy(desc(inquiries.id))
      .limit(RECORD_LIST_LIMIT),
    db.select({ value: count() }).from(inquiries).where(sent),
  ]);
  return {
    inquiries: rows.map((row) => ({ id: row.id, status: row.status, created_at: row.createdAt.toISOString() })),
    inquiries_count: total?.value ?? 0,
  };
}

async function presentAdminUser(db: Database, user: UserRow): Promise<AdminUser> {
  const [addressRows, barList, inquiryList] = await Promise.all([
    listAddresses(db, user.id),
    liveBarsOf(db, user.id),
    inquiriesOf(db, user.id),
  ]);
  return {
    ...presentUser(user),
    country_responsibilities: user.countryResponsibilities,
    addresses: addressRows.map(presentAddress),
    ...barList,
    ...inquiryList,
  };
}

/** The user's record as the admin form shows it; 404 for an unknown id. */
export async function loadAdminUser(db: Database, id: number): Promise<AdminUser> {
  const user = await findUserById(db, id);
  if (!user) throw userNotFound();
  return presentAdminUser(db, user);
}

type UserRecordValues = Partial<
  Pick<
    UserRow,
    | 'isAdmin'
    | 'countryResponsibilities'
    | 'givenName'
    | 'familyName'
    | 'organization'
    | 'country'
    | 'locale'
    | 'emailVerifiedAt'
    | 'updatedAt'
  >
>;

/** The columns a change names; a verified state that already holds keeps its original time. */
function userRecordValues(current: UserRow, change: AdminUserUpdate): UserRecordValues {
  const values: UserRecordValues = {
    updatedAt: new Date(),
    ...namedColumns<AdminUserUpdate, UserRecordValues>(change, {
      is_admin: 'isAdmin',
      country_responsibilities: 'countryResponsibilities',
      given_name: 'givenName',
      family_name: 'familyName',
      organization: 'organization',
      country: 'country',
      locale: 'locale',
    }),
  };
  if (change.is_verified !== undefined && change.is_verified !== Boolean(current.emailVerifiedAt)) {
    values.emailVerifiedAt = change.is_verified ? new Date() : null;
  }
  return values;
}

/** Writes the fields the administrator may change (see adminUserUpdateRequestSchema); 404 for an unknown id. */
export async function updateUserRecord(db: Database, id: number, change: AdminUserUpdate): Promise<AdminUser> {
  const current = await findUserById(db, id);
  if (!current) throw userNotFound();
  const [user] = await db.update(users).set(userRecordValues(current, change)).where(eq(users.id, id)).returning();
  if (!user) throw userNotFound();
  return presentAdminUser(db, user);
}
