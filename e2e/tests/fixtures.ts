import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, test as base, expect } from '@playwright/test';
import { E2E_ADMIN, E2E_COMPANY_URL, freePort, startServer } from '../serverProcess.ts';

/**
 * The one place every spec takes `test` and `expect` from. It adds:
 * - `server` (worker-scoped): each Playwright worker starts its own `node apps/server/dist/main.js`
 *   on its own port with its own DATA_DIR (database and outbox; a copy of the folder globalSetup.ts
 *   prepared), so workers run side by side without seeing each other's users, bars or mails;
 *   `baseURL` points at it. `serverEnv` (worker-scoped) adds environment variables to it.
 * - `cspViolations` (automatic): every page of every context a test opens records
 *   `securitypolicyviolation` events, and Chromium's console messages about the Content Security
 *   Policy are collected too; a test with any of them fails, naming the directive and the blocked URI.
 */

export { E2E_ADMIN, E2E_COMPANY_URL };
export type E2eServer = { baseURL: string; dataDir: string; outbox: string };

/** Marks the console line the init script writes for each violation. */
const MARK = '[e2e-csp-violation]';

let currentOutbox: string | undefined;

/** The outbox (DATA_DIR/mail) of this worker's server: where its `.eml` files are written. */
export function outboxDir(): string {
  if (!currentOutbox) throw new Error('outboxDir() is called outside a test: no server runs in this worker yet');
  return currentOutbox;
}

/** Runs in every page before its scripts: records each violation on window and on the console. */
function recordViolations(mark: string): void {
  const store = window as unknown as { __cspViolations?: unknown[] };
  store.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    const violation = {
      directive: event.effectiveDirective || event.violatedDirective,
      blockedURI: event.blockedURI,
      source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      page: document.location.href,
      disposition: event.disposition,
    };
    store.__cspViolations?.push(violation);
    console.error(`${mark} ${JSON.stringify(violation)}`);
  });
}

export const test = base.extend<{ cspViolations: string[] }, { server: E2eServer; serverEnv: Record<string, string> }>({
  // Extra environment of the worker's server; a spec overrides it (test.extend) for a variable it
  // needs, e.g. EMBED_ORIGINS naming the dealer site it serves (embed.spec.ts). Its workers then
  // start a server of their own.
  serverEnv: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      await use({});
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ serverEnv }, use, workerInfo) => {
      const dataDir = mkdtempSync(join(tmpdir(), `bar-e2e-w${workerInfo.workerIndex}-`));
      const template = process.env.E2E_TEMPLATE_DIR;
      if (template) cpSync(template, dataDir, { recursive: true });
      const server = await startServer(dataDir, await freePort(workerInfo.workerIndex), serverEnv);
      currentOutbox = join(dataDir, 'mail');
      try {
        await use({ baseURL: server.baseURL, dataDir, outbox: currentOutbox });
      } finally {
        currentOutbox = undefined;
        const how = await server.stop();
        if (how === 'exit code 0') rmSync(dataDir, { recursive: true, force: true });
        else
          console.error(
            `[e2e] the server of worker ${workerInfo.workerIndex} ended with ${how}; log in ${dataDir}/server.log`,
          );
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          const text = message.text();
          if (text.startsWith(MARK)) violations.push(text.slice(MARK.length + 1));
          else if (/Content[- ]Security[- ]Policy/i.test(text)) violations.push(`console: ${text}`);
        });
        return watched.addInitScript(recordViolations, MARK);
      };
      // Contexts a test opens itself (browser.newContext()) are watched from their creation on.
      const onContext = (created: BrowserContext) => void watch(created);
      browser.on('context', onContext);
      await watch(context);
      await use(violations);
      browser.off('context', onContext);
      expect(violations, 'Content Security Policy violations (directive, blocked URI, source, page)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
