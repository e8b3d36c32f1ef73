import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/layout', 'packages/contracts', 'apps/server', 'apps/web'],
  },
});
