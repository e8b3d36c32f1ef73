// Bundles the server into dist/main.js and the job worker into dist/worker.js. The workspace packages (@bar/*) ship TypeScript source, so
// they are bundled; every other dependency stays external and is loaded from node_modules.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {})
  .filter((name) => !name.startsWith('@bar/'))
  .flatMap((name) => [name, `${name}/*`]);
const dist = join(serverRoot, 'dist');

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(serverRoot, 'src/main.ts'), join(serverRoot, 'src/worker.ts')],
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Lets CommonJS code that ends up in the bundle call require() inside an ES module.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// The migrator looks for ./migrations next to the running module (src/db or dist).
cpSync(join(serverRoot, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
console.log(`built ${join(dist, 'main.js')} and ${join(dist, 'worker.js')}`);
