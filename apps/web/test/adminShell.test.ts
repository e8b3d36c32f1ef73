import { describe, expect, test } from 'vitest';
import {
  countryChartOf,
  currentMonth,
  monthsBefore,
  monthsBetween,
  OTHER_COUNTRIES,
} from '../src/features/admin/dashboard/chartData.ts';
import {
  decideAdminPage,
  decideGuestPage,
  loginPathFor,
  safeAdminRedirect,
} from '../src/features/admin/guard/adminGuard.ts';
import { isNavItemActive } from '../src/features/admin/layout/adminNav.ts';
import type { AuthUser } from '../src/features/auth/authStore.ts';
import { authUser } from './authFixtures.ts';

function userWith(isAdmin: boolean): AuthUser {
  return authUser({ id: 1, email: 'staff@example.com', email_verified_at: '2026-01-01T00:00:00Z', is_admin: isAdmin });
}

const admin = userWith(true);
const customer = userWith(false);

describe('admin guard (section 4)', () => {
  test('waits for the user fetch before deciding about a guest', () => {
    expect(decideAdminPage(null, false, { pathname: '/admin/users', search: '' })).toEqual({ kind: 'wait' });
  });

  test('a guest goes to the login with the original path and query', () => {
    const decision = decideAdminPage(null, true, { pathname: '/admin/users', search: '?search=x&page=2' });
    expect(decision.kind).toBe('redirect');
    const target = new URL(decision.kind === 'redirect' ? decision.to : '', 'http://app');
    expect(target.pathname).toBe('/admin/login');
    expect(target.searchParams.get('redirect')).toBe('/admin/users?search=x&page=2');
  });

  test.each(['/admin', '/admin/', '/admin/login'])('the redirect is left out for %s', (pathname) => {
    expect(loginPathFor(pathname, '')).toBe('/admin/login');
  });

  test('a signed-in user who is not an admin goes to /', () => {
    expect(decideAdminPage(customer, true, { pathname: '/admin/parts', search: '' })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  test('an admin may enter, even before any fetch', () => {
    expect(decideAdminPage(admin, false, { pathname: '/admin/parts', search: '' })).toEqual({ kind: 'allow' });
  });
});

describe('guest-only admin pages', () => {
  test('a guest sees the page', () => {
    expect(decideGuestPage(null, '/admin/users')).toEqual({ kind: 'allow' });
  });

  test('an admin is sent to the redirect or into the area', () => {
    expect(decideGuestPage(admin, '/admin/users?search=x')).toEqual({ kind: 'redirect', to: '/admin/users?search=x' });
    expect(decideGuestPage(admin, null)).toEqual({ kind: 'redirect', to: '/admin' });
  });

  test('any other signed-in user goes to /', () => {
    expect(decideGuestPage(customer, '/admin/users')).toEqual({ kind: 'redirect', to: '/' });
  });

  test.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/bars/1',
    '/administrator',
    '/admin/login',
    '/admin/login?redirect=/admin',
  ])('a redirect outside the area (or back to the login) leads to /admin: %s', (redirect) => {
    expect(safeAdminRedirect(redirect)).toBe('/admin');
  });
});

describe('admin navbar', () => {
  test('the dashboard entry is active only on /admin, the others for their records too', () => {
    const dashboard = { to: '/admin', label: 'dashboard', Icon: () => null };
    const users = { to: '/admin/users', label: 'users', Icon: () => null };
    expect(isNavItemActive(dashboard, '/admin')).toBe(true);
    expect(isNavItemActive(dashboard, '/admin/users')).toBe(false);
    expect(isNavItemActive(users, '/admin/users/7')).toBe(true);
    expect(isNavItemActive(users, '/admin/users-old')).toBe(false);
  });
});

describe('inquiries by country chart', () => {
  test('months between two months, across a year end', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  test('twelve months ending with the given month, months without inquiries as zeros', () => {
    const chart = countryChartOf(
      [
        { month: '2026-01', country: 'Deutschland', count: 3 },
        { month: '2026-03', country: 'Österreich', count: 1 },
        { month: '2026-03', country: 'Deutschland', count: 2 },
        { month: '2025-03', country: 'Italia', count: 9 },
      ],
      '2026-03',
    );
    expect(chart.countries).toEqual(['Deutschland', 'Österreich']);
    expect(chart.rows.map((row) => row.month)).toEqual(monthsBetween('2025-04', '2026-03'));
    expect(chart.rows.slice(-3)).toEqual([
      { month: '2026-01', Deutschland: 3, Österreich: 0 },
      { month: '2026-02', Deutschland: 0, Österreich: 0 },
      { month: '2026-03', Deutschland: 2, Österreich: 1 },
    ]);
  });

  test('month arithmetic in UTC', () => {
    expect(monthsBefore('2026-03', 11)).toBe('2025-04');
    expect(currentMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-11');
  });

  test('countries beyond the limit are summed as "other"', () => {
    const chart = countryChartOf(
      [
        { month: '2026-01', country: 'A', count: 5 },
        { month: '2026-01', country: 'B', count: 4 },
        { month: '2026-01', country: 'C', count: 2 },
        { month: '2026-01', country: 'D', count: 1 },
      ],
      '2026-01',
      3,
    );
    expect(chart.countries).toEqual(['A', 'B', OTHER_COUNTRIES]);
    expect(chart.rows.at(-1)).toEqual({ month: '2026-01', A: 5, B: 4, [OTHER_COUNTRIES]: 3 });
  });

  test('no inquiries, no rows', () => {
    expect(countryChartOf([], '2026-01')).toEqual({ rows: [], countries: [] });
  });
});
