import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// The app's modules read the document (language) when imported; the tests run in Node.
vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const { i18n, loadLanguage } = await import('../src/i18n/index.ts');
const { noticeStore } = await import('../src/ui/notifications.ts');
const { reportRefusal } = await import('../src/features/editor/commands.ts');

beforeAll(async () => {
  await loadLanguage('en');
  await loadLanguage('de');
});

beforeEach(() => noticeStore.setState({ notices: [] }));

describe('the refusal notice', () => {
  test('says why in a sentence and keeps the rule on a details line, not inside the sentence', async () => {
    await i18n.changeLanguage('en');
    reportRefusal({ ok: false, reason: 'panelDoesNotFit', rule: 'D3' });
    const [notice] = noticeStore.getState().notices;
    expect(notice?.message).toBe('This panel does not fit here.');
    expect(notice?.message).not.toContain('D3');
    expect(notice?.details).toBe('Rule D3');
    expect(notice?.rule).toBe('D3');
  });

  test('the details line is in the interface language', async () => {
    await i18n.changeLanguage('de');
    reportRefusal({ ok: false, reason: 'frontFrameFixed', rule: 'P9' });
    expect(noticeStore.getState().notices[0]?.details).toBe('Regel P9');
    await i18n.changeLanguage('en');
  });

  test('the door’s own refusals (no rule) are not shown', () => {
    reportRefusal({ ok: false, reason: 'nothingToUndo' });
    expect(noticeStore.getState().notices).toEqual([]);
  });
});
