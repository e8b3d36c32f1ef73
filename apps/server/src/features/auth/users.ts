import { DEFAULT_COUNTRY, type UserDto } from '@bar/contracts/auth';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { insertAddressIn } from '../addresses/repository.ts';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Profile columns a user may set (registration, PUT /api/user); nothing else is written from input. */
export type ProfileValues = Partial<
  Pick<
    UserRow,
    | 'locale'
    | 'givenName'
    | 'familyName'
    | 'organization'
    | 'vatId'
    | 'country'
    | 'street'
    | 'postalCode'
    | 'city'
    | 'phone'
    | 'contactEmail'
  >
>;

type ProfileInput = {
  given_name?: string | null | undefined;
  family_name?: string | null | undefined;
  organization?: string | null | undefined;
  vat_id?: string | null | undefined;
  country?: string | null | undefined;
  street?: string | null | undefined;
  postal_code?: string | null | undefined;
  city?: string | null | undefined;
  phone?: string | null | undefined;
  contact_email?: string | null | undefined;
};

/** Empty text is stored as null; fields left out stay as they are. */
function blankToNull(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null || value.trim() === '' ? null : value.trim();
}

/** Maps the snake_case wire fields to columns, leaving out what the input does not name. */
export function profileValues(input: ProfileInput): ProfileValues {
  const values: ProfileValues = {
    givenName: blankToNull(input.given_name),
    familyName: blankToNull(input.family_name),
    organization: blankToNull(input.organization),
    vatId: blankToNull(input.vat_id),
    street: blankToNull(input.street),
    postalCode: blankToNull(input.postal_code),
    city: blankToNull(input.city),
    phone: blankToNull(input.phone),
    contactEmail: blankToNull(input.contact_email),
  };
  const country = blankToNull(input.country);
  // The column's default (DE) fills a registration without a country; clearing it restores it.
  if (country !== undefined) values.country = country ?? DEFAULT_COUNTRY;
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as ProfileValues;
}

type NewUser = typeof users.$inferInsert;

/**
 * Inserts a registered user; when the registration gave street, postal code and city, that
 * address becomes the user's first (and so default) address in the same transaction, so a
 * refused registration leaves neither behind.
 */
export function createUserWithAddress(db: Database, values: NewUser): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(values).returning();
    if (!user) throw new Error('user insert returned no row');
    if (user.street && user.postalCode && user.city) {
      await insertAddressIn(tx as unknown as Database, user.id, {
        organization: user.organization,
        contactPerson: null,
        vatId: user.vatId,
        givenName: user.givenName,
        familyName: user.familyName,
        phone: user.phone,
        // The address's e-mail is where offers go: the contact e-mail when given, else the login.
        email: user.contactEmail ?? user.email,
        street: user.street,
        postalCode: user.postalCode,
        city: user.city,
        country: user.country,
      });
    }
    return user;
  });
}

export function presentUser(user: UserRow): UserDto {
  return {
    id: user.id,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    is_admin: user.isAdmin,
    locale: user.locale,
    given_name: user.givenName,
    family_name: user.familyName,
    organization: user.organization,
    vat_id: user.vatId,
    country: user.country,
    street: user.street,
    postal_code: user.postalCode,
    city: user.city,
    phone: user.phone,
    contact_email: user.contactEmail,
    pending_email: user.pendingEmail,
    created_at: user.createdAt.toISOString(),
  };
}
