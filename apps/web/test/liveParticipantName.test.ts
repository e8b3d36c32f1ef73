import type { LiveParticipant } from '@bar/contracts/live';
import { beforeAll, describe, expect, test, vi } from 'vitest';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const { i18n, loadLanguage } = await import('../src/i18n/index.ts');
const { participantName, participantOwnName } = await import('../src/features/live/participantName.ts');

beforeAll(async () => {
  await loadLanguage('en');
  await loadLanguage('de');
});

function participant(fields: Partial<LiveParticipant>): LiveParticipant {
  return {
    id: 'pAbcdefgh',
    name: null,
    guest_number: 1,
    staff: false,
    consultant: false,
    colour: '#1971c2',
    access: 'edit',
    selection: [],
    camera: null,
    ...fields,
  };
}

describe('how a live participant is named', () => {
  test('the consultant who joined from an inquiry by name and role, staff watching as a consultant, others by name', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    const anna = participant({ name: 'Anna Berger', staff: true, consultant: true });
    expect(participantName(anna, null, t)).toBe('Anna Berger · Consultant');
    expect(participantOwnName(anna, t)).toBe('Anna Berger');
    expect(participantName(participant({ name: 'Bob', staff: true, access: 'view' }), null, t)).toBe(
      'Bob (consultant)',
    );
    expect(participantName(participant({ guest_number: 2 }), null, t)).toBe('Guest 2');
    expect(participantName(anna, anna.id, t)).toBe('You');
    await i18n.changeLanguage('de');
    expect(participantName(anna, null, i18n.t.bind(i18n))).toBe('Anna Berger · Berater');
    await i18n.changeLanguage('en');
  });
});
