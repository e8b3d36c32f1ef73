import { defineProject } from 'vitest/config';

export default defineProject({
  // globalSetup migrates and seeds one database of each kind that every test file copies; the files
  // share their workers' imported modules (isolate: false): a file's own state is in its own module
  // and its own database, and spies are restored where they are made (docs/benchmarks.md, "CI stages").
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
