import type { AuthUser } from '../src/features/auth/authStore.ts';

/** A signed-in user as GET /api/user returns it; tests override what they look at. */
export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 7,
    email: 'anna@example.com',
    email_verified_at: null,
    is_admin: false,
    locale: 'en',
    given_name: 'Anna',
    family_name: null,
    organization: null,
    vat_id: null,
    country: 'DE',
    street: null,
    postal_code: null,
    city: null,
    phone: null,
    contact_email: null,
    pending_email: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
