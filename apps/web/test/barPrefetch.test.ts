import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.stubGlobal('document', { documentElement: {}, cookie: '' });
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });

const fetchBar = vi.fn();
vi.mock('../src/features/bars/barsApi.ts', () => ({ fetchBar }));

const { requestBar, startBarLoad, takeStartedBar, tokensForLoad } = await import('../src/features/bars/barPrefetch.ts');

const BAR = '0f3c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

describe('a bar asked for before the editor renders', () => {
  beforeEach(() => {
    fetchBar.mockReset();
    fetchBar.mockImplementation(async (id: string) => ({ id }));
  });
  afterEach(() => {
    vi.useRealTimers();
    // Whatever a test left started is taken, so that the next one starts clean.
    takeStartedBar(BAR, { edit_token: 'e' });
    takeStartedBar(BAR, {});
  });

  it('is asked for once: the editor takes the started request instead of a second one', async () => {
    startBarLoad(BAR, new URLSearchParams('edit_token=e'));
    const taken = takeStartedBar(BAR, { edit_token: 'e' });
    await expect(taken).resolves.toEqual({ id: BAR });
    expect(fetchBar).toHaveBeenCalledTimes(1);
    expect(fetchBar).toHaveBeenCalledWith(BAR, { edit_token: 'e' });
    // Taken once: a later load (a retry, the bar opened again) asks the server anew.
    expect(takeStartedBar(BAR, { edit_token: 'e' })).toBeNull();
  });

  it('is not taken for another bar or other tokens', () => {
    startBarLoad(BAR, new URLSearchParams('edit_token=e'));
    expect(takeStartedBar(BAR, { preview_token: 'p' })).toBeNull();
    expect(takeStartedBar(BAR, {})).toBeNull();
    expect(takeStartedBar('another', { edit_token: 'e' })).toBeNull();
    expect(takeStartedBar(BAR, { edit_token: 'e' })).not.toBeNull();
  });

  it('is not taken once it is older than a quarter of a minute', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    startBarLoad(BAR, new URLSearchParams('edit_token=e'));
    vi.advanceTimersByTime(16_000);
    expect(takeStartedBar(BAR, { edit_token: 'e' })).toBeNull();
  });

  it('reports a failure to the one who takes it, and to no one else', async () => {
    fetchBar.mockRejectedValueOnce(new Error('403'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startBarLoad(BAR, new URLSearchParams());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
    await expect(takeStartedBar(BAR, {})).rejects.toThrow('403');
    process.off('unhandledRejection', unhandled);
  });

  it('is taken by the first load, never by a reload: that asks anew, as the edit right may have changed', async () => {
    // Asked for ahead while the consultant could edit; the first load happened without it.
    fetchBar.mockImplementationOnce(async (id: string) => ({ id, can_edit: true }));
    startBarLoad(BAR, new URLSearchParams());
    fetchBar.mockImplementation(async (id: string) => ({ id, can_edit: false }));
    // The customer ended the consultation: the bar is read again, within the quarter minute.
    await expect(requestBar(BAR, {}, { reload: true })).resolves.toEqual({ id: BAR, can_edit: false });
    expect(fetchBar).toHaveBeenCalledTimes(2);
    // The started request is gone, so no later first load of this bar takes it either.
    expect(takeStartedBar(BAR, {})).toBeNull();

    startBarLoad(BAR, new URLSearchParams('edit_token=e'));
    await expect(requestBar(BAR, { edit_token: 'e' }, { reload: false })).resolves.toEqual({
      id: BAR,
      can_edit: false,
    });
    expect(fetchBar).toHaveBeenCalledTimes(3);
  });

  it('takes the tokens of a shared link over none stored on this device', () => {
    expect(tokensForLoad(BAR, new URLSearchParams('edit_token=e&preview_token=p'))).toEqual({
      edit_token: 'e',
      preview_token: 'p',
    });
    expect(tokensForLoad(BAR, new URLSearchParams())).toEqual({});
  });
});
