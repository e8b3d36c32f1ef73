import axios, { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, test } from 'vitest';
import { retriesLoad } from '../src/features/editor/loadRetry.ts';

const config = { headers: new AxiosHeaders() };

function answered(status: number): AxiosError {
  return new AxiosError('failed', undefined, config, undefined, {
    status,
    statusText: '',
    data: {},
    headers: {},
    config,
  });
}

describe('loading the bar and the catalogue', () => {
  test('asks again, twice at most, when no answer came (network, timeout)', () => {
    const timeout = new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED, config);
    const network = new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    expect(axios.isAxiosError(timeout)).toBe(true);
    expect([0, 1, 2].map((failures) => retriesLoad(failures, timeout))).toEqual([true, true, false]);
    expect(retriesLoad(0, network)).toBe(true);
  });

  test('takes an answer as final: a refusal or a server error is shown at once, and so is a reply it cannot read', () => {
    for (const status of [401, 403, 404, 422, 429, 500, 503]) expect(retriesLoad(0, answered(status))).toBe(false);
    expect(retriesLoad(0, new TypeError('the reply is not a bar'))).toBe(false);
  });
});
