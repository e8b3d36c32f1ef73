import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
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
 * - `consoleProblems` (automatic): every console error and warning of every page a test opens
 *   (a failed request the browser reports, a React or router warning, a library's notice) and every
 *   uncaught exception fails the test, with the page and the text. A test that causes one on
 *   purpose (a refused GET, a 5xx, a cut network) says so with `allowConsole(pattern, why)`. Left
 *   out for every test: the browser's own notices about software WebGL (BROWSER_NOTICES), model-viewer's
 *   notice that a frame came later than it waits for (SLOW_MACHINE_NOTICES), and the
 *   line the browser logs for a submission the server refused (a 4xx answer to a POST, PUT, PATCH
 *   or DELETE: a wrong password, a save conflict), which the app shows to the user as its answer.
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

/**
 * What Chromium itself writes to a page's console when it draws WebGL in software (SwiftShader, as
 * this machine has no GPU): not the page's doing, and nothing a user with a graphics card sees. Matched
 * on their whole text, so any other message of the same kind still fails.
 */
const BROWSER_NOTICES: readonly RegExp[] = [
  // The driver's performance note when pixels are read back (taking a picture, the effects' first frame).
  /^\[\.WebGL-0x[0-9a-f]+\]GL Driver Message \(OpenGL, Performance, GL_CLOSE_PATH_NV, High\): GPU stall due to ReadPixels( \(this message will no longer repeat\))?$/,
  // Chromium's notice that software WebGL needs --enable-unsafe-swiftshader in future (the launch passes it).
  /^Automatic fallback to software WebGL has been deprecated\. Please use the --enable-unsafe-swiftshader flag to opt in to lower security guarantees for trusted content\.$/,
];

/**
 * What a library writes when software WebGL on a loaded machine is slower than it waits for, matched
 * on its whole text and the script it comes from: model-viewer (the AR page's bundle) waits 500 ms
 * for two animation frames after a model loaded and goes on without them, warning (its
 * `updateSource`); with SwiftShader compiling the model's shaders that can take longer.
 */
const SLOW_MACHINE_NOTICES: readonly RegExp[] = [
  /^rAF timed out in updateSource @ https?:\/\/[^/]+\/assets\/ar-vendor-[\w-]+\.js$/,
];

type AllowedMessage = { pattern: RegExp; why: string };

/** The messages each running test allowed (filled by `allowConsole`, read by `consoleProblems`). */
const allowedByTest = new Map<string, AllowedMessage[]>();

/**
 * Lets the current test cause console errors or warnings matching `pattern`, for the reason given.
 * The pattern is tested against `<text> @ <address>`: the message and where it came from (the
 * request's address for a failed request), so a test allows one refusal, not every one.
 */
export type AllowConsole = (pattern: RegExp, why: string) => void;

/**
 * The browser's console line for a request the server refused: `status` as Chromium writes it
 * (e.g. `409 \\(Conflict\\)`), `path` a pattern of the request's path and query.
 */
export function refusedRequest(status: string, path: string): RegExp {
  return new RegExp(
    `^Failed to load resource: the server responded with a status of ${status} @ https?://[^/]+${path}$`,
  );
}

export const test = base.extend<
  { closesOpenedContexts: undefined; cspViolations: string[]; consoleProblems: string[]; allowConsole: AllowConsole },
  { server: E2eServer; serverEnv: Record<string, string> }
>({
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
  // Contexts a test opens itself (browser.newContext(), e.g. `adminLoginPage`) are closed when it
  // ends, like the test's own. Left open, their pages (editors with a 3D view among them) kept
  // running in the worker's browser for the rest of the suite: a failed test's screenshots showed
  // nine pages of earlier tests. Failure screenshots are taken before this runs.
  closesOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((opened) => !before.has(opened))
          .map((opened) => opened.close()),
      );
    },
    { auto: true },
  ],
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
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
  allowConsole: async ({}, use, testInfo) => {
    const allowed: AllowedMessage[] = [];
    allowedByTest.set(testInfo.testId, allowed);
    await use((pattern, why) => {
      if (why.trim() === '') throw new Error('allowConsole needs the reason the test causes the message');
      allowed.push({ pattern, why });
    });
  },
  consoleProblems: [
    async ({ browser, context }, use, testInfo) => {
      const problems: string[] = [];
      /** The refused request each failed-resource line names, by the line: `<status> @ <address>`. */
      const refusedBy = new Map<string, string>();
      // Submissions the server refused (4xx to a POST, PUT, PATCH or DELETE): the server's answer to
      // the user's input, which the app shows beside the field or in a dialog. The browser logs each
      // as a failed resource; those lines are not problems. A refused GET, a 5xx, a network error,
      // anything the page's scripts log and any uncaught error still are.
      const refusedSubmissions = new Set<string>();
      const isAllowed = (text: string) =>
        BROWSER_NOTICES.some((notice) => notice.test(text.replace(/ @ [^ ]*$/, ''))) ||
        SLOW_MACHINE_NOTICES.some((notice) => notice.test(text)) ||
        (allowedByTest.get(testInfo.testId) ?? []).some((entry) => entry.pattern.test(text));
      const watch = (watched: BrowserContext) => {
        const onPage = (page: Page) => {
          page.on('response', (response) => {
            const method = response.request().method();
            const status = response.status();
            if (status >= 400 && status < 500 && method !== 'GET' && method !== 'HEAD') {
              refusedSubmissions.add(`${status} @ ${response.url()}`);
            }
          });
          page.on('console', (message) => {
            const type = message.type();
            if (type !== 'error' && type !== 'warning') return;
            const text = message.text();
            // The CSP check above reports these with their directive.
            if (text.startsWith(MARK) || /Content[- ]Security[- ]Policy/i.test(text)) return;
            const source = message.location().url || page.url();
            // A pattern sees the text and the address it came from (for a failed request, that request's).
            if (isAllowed(`${text} @ ${source}`)) return;
            const refused = /^Failed to load resource: the server responded with a status of (4\d\d)\b/.exec(text);
            const entry = `${type} on ${page.url()}: ${text} @ ${source}`;
            if (refused) refusedBy.set(entry, `${refused[1]} @ ${source}`);
            problems.push(entry);
          });
          page.on('pageerror', (error) => {
            const entry = `${error.message} @ ${page.url()}`;
            if (!isAllowed(entry)) problems.push(`uncaught on ${page.url()}: ${entry}`);
          });
        };
        for (const page of watched.pages()) onPage(page);
        watched.on('page', onPage);
      };
      const onContext = (created: BrowserContext) => watch(created);
      browser.on('context', onContext);
      watch(context);
      await use(problems);
      browser.off('context', onContext);
      allowedByTest.delete(testInfo.testId);
      // The response of a refused submission may be reported after its console line: sorted out here.
      const found = problems.filter((entry) => !refusedSubmissions.has(refusedBy.get(entry) ?? ''));
      expect(found, 'console errors and warnings (allowConsole for one a test causes on purpose)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
