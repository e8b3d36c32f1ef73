// Fails when src/db/schema*.ts have changes that no migration covers: generates migrations into a
// temporary copy of the migrations folder and reports any file that generation added or changed.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = join(serverRoot, 'src/db/migrations');
const require = createRequire(import.meta.url);
const drizzleKitBin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');

function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const workDir = mkdtempSync(join(tmpdir(), 'bar-migrations-'));
try {
  const copy = join(workDir, 'migrations');
  cpSync(migrationsDir, copy, { recursive: true });
  // drizzle-kit resolves `out` against the working directory, so it runs inside the temp folder.
  const configPath = join(workDir, 'drizzle.config.json');
  // Every schema*.ts file, as drizzle.config.ts names them.
  const schema = readdirSync(join(serverRoot, 'src/db'))
    .filter((file) => /^schema.*\.ts$/.test(file))
    .map((file) => relative(workDir, join(serverRoot, 'src/db', file)));
  writeFileSync(configPath, JSON.stringify({ dialect: 'postgresql', schema, out: './migrations' }));
  const output = execFileSync(process.execPath, [drizzleKitBin, 'generate', `--config=${configPath}`], {
    cwd: workDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // drizzle-kit may exit 0 after an error, so only a known outcome counts as a successful run.
  if (!/No schema changes|Your SQL migration file/.test(output)) throw new Error(output);
  const before = listFiles(migrationsDir);
  const after = listFiles(copy);
  const changed = after.filter(
    (file) =>
      !before.includes(file) ||
      readFileSync(join(copy, file), 'utf8') !== readFileSync(join(migrationsDir, file), 'utf8'),
  );
  if (changed.length > 0) {
    console.error('The database schema has changes that no migration covers:');
    for (const file of changed) console.error(`  ${file}`);
    console.error('Run `npm run db:generate -w @bar/server` and commit the new migration.');
    process.exit(1);
  }
  console.log(
    `Migrations are up to date with the schema (${before.filter((file) => file.endsWith('.sql')).length} migrations).`,
  );
} catch (error) {
  console.error('Could not check the migrations:', error.stderr?.toString() || error.message);
  process.exit(1);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
