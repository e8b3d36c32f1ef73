// Runs before `npm start`: builds the web app and the server bundle when a build is missing or
// older than its sources, so a fresh clone needs only `npm install && npm start`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const shared = ['packages/domain/src', 'packages/contracts/src'].map((path) => newestMtime(join(root, path)));
const targets = [
  {
    workspace: '@bar/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public'],
  },
  {
    workspace: '@bar/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs'],
  },
];

for (const target of targets) {
  const output = join(root, target.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const newestSource = Math.max(...shared, ...target.sources.map((path) => newestMtime(join(root, path))));
  if (built >= newestSource) continue;
  console.log(`[start] building ${target.workspace} (${built === 0 ? 'missing' : 'sources changed'})`);
  execSync(`npm run build -w ${target.workspace}`, { cwd: root, stdio: 'inherit' });
}
