import { type SQL, sql } from 'drizzle-orm';

/** Anything that runs a drizzle SQL object: the database or an open transaction. */
export type SqlRunner = { execute(query: SQL): PromiseLike<unknown> };

/**
 * Drizzle leaves an undefined value out of the query and sends objects as "[object Object]";
 * pg-boss means SQL NULL and JSON (its job data goes to a `::jsonb` parameter).
 */
function asParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) {
    return JSON.stringify(value);
  }
  return value;
}

/**
 * pg-boss's `db` option for one call: its SQL text with `$1..$n` placeholders, run through a
 * drizzle runner. Passing a transaction makes the job insert commit or roll back with the
 * caller's own rows (no job without its inquiry, no inquiry without its job).
 */
export function pgBossExecutor(runner: SqlRunner) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${asParameter(values[Number(match[1]) - 1])}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await runner.execute(sql.join(chunks))) as { rows?: unknown[] } | unknown[];
      return { rows: Array.isArray(result) ? result : (result.rows ?? []) };
    },
  };
}
