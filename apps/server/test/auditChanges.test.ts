import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedFields, REDACTED } from '../src/features/admin/audit/auditChanges.ts';

const fieldName = fc.constantFrom(
  'name',
  'hex',
  'isAdmin',
  'priceCents',
  'passwordHash',
  'pendingEmailTokenHash',
  'note',
);
const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);
const snapshot = fc.dictionary(fieldName, value);

describe('changedFields (the audit log keeps changed fields only, secrets redacted)', () => {
  it('lists a field exactly when its value differs, with both values', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (before, after) => {
        const changes = changedFields(before, after);
        for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
          const differs = JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null);
          expect(field in changes).toBe(differs);
          if (differs && !/hash/i.test(field)) {
            expect(changes[field]).toEqual({ before: before[field] ?? null, after: after[field] ?? null });
          }
        }
      }),
    );
  });

  it('never stores the value of a password hash or token', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (before, after) => {
        const changes = changedFields(before, after);
        for (const field of ['passwordHash', 'pendingEmailTokenHash']) {
          const change = changes[field];
          if (!change) continue;
          expect([null, REDACTED]).toContain(change.before);
          expect([null, REDACTED]).toContain(change.after);
        }
      }),
    );
  });

  it('records a new record field by field and leaves out the id and timestamps', () => {
    const created = changedFields(null, {
      id: 7,
      code: 'ochre',
      createdAt: new Date('2026-11-28T08:00:00Z'),
      updatedAt: new Date('2026-11-28T08:00:00Z'),
      passwordHash: 'secret',
    });
    expect(created).toEqual({
      code: { before: null, after: 'ochre' },
      passwordHash: { before: null, after: REDACTED },
    });
    expect(changedFields({ name: 'a', updatedAt: 1 }, { name: 'a', updatedAt: 2 })).toEqual({});
  });
});
