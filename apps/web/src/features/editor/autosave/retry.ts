/** The first wait before a save that failed for a passing reason is sent again. */
export const RETRY_FIRST_DELAY_MS = 1_000;
/** The longest wait between two attempts (the backoff doubles up to it). */
export const RETRY_MAX_DELAY_MS = 30_000;

/**
 * A failure that says nothing about the save itself, so that the same save may succeed later: no
 * answer at all (network error, timeout), or a server restarting or unreachable behind its proxy.
 */
export function isPassingFailure(status: number | undefined): boolean {
  return status === undefined || status === 502 || status === 503 || status === 504;
}

export type RetryBackoff = {
  /** The wait before the next attempt: the server's `Retry-After` when it sent one, else 1 s, 2 s, 4 s … 30 s. */
  nextDelayMs: (retryAfterSeconds: number | undefined) => number;
  /** Whether the failure just met is the first since the last success. */
  isFirstFailure: () => boolean;
  /** A save succeeded: the next failure starts again from the first wait. */
  reset: () => void;
};

export function createRetryBackoff(): RetryBackoff {
  let failures = 0;
  return {
    nextDelayMs: (retryAfterSeconds) => {
      failures += 1;
      if (retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0) {
        return Math.min(Math.max(retryAfterSeconds * 1_000, RETRY_FIRST_DELAY_MS), RETRY_MAX_DELAY_MS);
      }
      return Math.min(RETRY_FIRST_DELAY_MS * 2 ** (failures - 1), RETRY_MAX_DELAY_MS);
    },
    isFirstFailure: () => failures === 1,
    reset: () => {
      failures = 0;
    },
  };
}

/** The seconds of a `Retry-After` header; its other form (an HTTP date) is left to the backoff. */
export function parseRetryAfter(value: unknown): number | undefined {
  return typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value) : undefined;
}
