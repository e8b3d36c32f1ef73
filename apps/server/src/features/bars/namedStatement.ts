import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';

const dialect = new PgDialect();

/**
 * Names given to the statement texts of saves. A named statement is parsed once per connection
 * (and, after a few runs, planned once) by PostgreSQL; the text of a save depends only on which
 * columns it sets and on the shape of its operations, so a few texts serve nearly every save.
 * Past `MAX_NAMED_STATEMENTS` texts, further ones run unnamed, so rare shapes cannot fill the
 * connections' memory. (PGlite runs every statement unnamed either way.)
 */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 64;

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `bar_save_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/** Runs `statement`, named after its text while `MAX_NAMED_STATEMENTS` allows. */
export async function executeNamed(db: Database, statement: SQL): Promise<{ rows: Record<string, unknown>[] }> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery(query, undefined, statementName(query.sql), false);
  return (await prepared.execute()) as { rows: Record<string, unknown>[] };
}
