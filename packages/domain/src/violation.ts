import type { RuleId } from './rules.ts';

/** One broken invariant: the rule, the field path (dots, as in 422 responses) and a message code. */
export type Violation = { rule: RuleId; path: string; code: string };
