import { msg } from './messages.ts';
/**
 * Text the database can store and every reader can decode: no NUL character (PostgreSQL `text`
 * refuses it) and no unpaired UTF-16 surrogate (a JSON `"\ud800"` escape; it has no UTF-8 form and
 * would be stored as U+FFFD, silently changing the text).
 */

export type UnsafeTextProblem = 'nul' | 'loneSurrogate';
export type UnsafeText = { path: (string | number)[]; problem: UnsafeTextProblem };

export const UNSAFE_TEXT_MESSAGES: Record<UnsafeTextProblem, string> = {
  nul: msg('validation.nulCharacter'),
  loneSurrogate: msg('validation.loneSurrogate'),
};

// Without the u flag the pattern sees UTF-16 code units, so a surrogate half on its own matches.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function unsafeTextProblem(text: string): UnsafeTextProblem | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate';
  return null;
}

export function isSafeText(text: string): boolean {
  return unsafeTextProblem(text) === null;
}

/** One request names at most this many problems; the rest add nothing for the client. */
const MAX_REPORTED = 20;

type Visit = { value: unknown; key: string | number | null; parent: Visit | null };

function pathOf(visit: Visit | null): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Every string in a parsed request part (JSON body, query, params, headers) that is not safe
 * text, with its path. Object keys count too: a bad key is reported at its object's path. The
 * walk keeps its own stack and links each step to its parent (the path is only built for a
 * problem), so a deeply nested body costs linear time and cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown): UnsafeText[] {
  const found: UnsafeText[] = [];
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      const problem = unsafeTextProblem(current);
      if (problem) found.push({ path: pathOf(visit), problem });
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current[index], key: index, parent: visit });
      }
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        const problem = unsafeTextProblem(key);
        if (problem) found.push({ path: pathOf(visit), problem });
        else stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return found;
}
