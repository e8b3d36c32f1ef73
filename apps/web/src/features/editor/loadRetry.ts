import axios from 'axios';

/** How often a load that got no answer is asked again before the editor says it failed. */
const LOAD_RETRIES = 2;

/**
 * Whether a failed load of the bar or the catalogue is asked again: only when no answer came (the
 * network dropped, or the request timed out, e.g. while a phone changed cells or the page was held
 * up), at most `LOAD_RETRIES` times. An answer is final: a refusal (4xx) says what it says, and a
 * server error (5xx) is a bug to see, not to paper over.
 */
export function retriesLoad(failures: number, error: unknown): boolean {
  return failures < LOAD_RETRIES && axios.isAxiosError(error) && error.response === undefined;
}
