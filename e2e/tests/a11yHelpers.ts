import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { newPersonPage, registerThroughApi } from './accounts.ts';
import { expect } from './fixtures.ts';
import { startFromPreset } from './shellHelpers.ts';

/**
 * What the accessibility specs share: axe-core (WCAG 2.0 and 2.1, levels A and AA) on the page as it
 * is, where no violation of impact serious or critical may remain; a failure names each rule, its
 * impact, the elements (selectors) and, for colour contrast, the colours and the ratio found. Each
 * screen (the window) is also saved under e2e/screenshots/a11y/ (git-ignored), to look at after a
 * change of colours.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
export const SHOTS = fileURLToPath(new URL('../screenshots/a11y/', import.meta.url));

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
type NodeResult = Result['nodes'][number];
type ContrastData = { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string };

function describeNode(node: NodeResult): string {
  const target = node.target.map((selector) => JSON.stringify(selector)).join(' > ');
  const contrast = [...node.any, ...node.all, ...node.none]
    .map((check) => check.data as ContrastData | null)
    .find((data) => data?.fgColor !== undefined);
  const colours = contrast
    ? ` — text ${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}:1, needs ${contrast.expectedContrastRatio}`
    : '';
  return `    ${target}${colours}\n      ${node.html.slice(0, 160)}`;
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map(describeNode).join('\n');
  return `  ${violation.id} (${violation.impact}, ${violation.nodes.length} elements): ${violation.help}\n${nodes}`;
}

/**
 * Waits until no finite animation runs (modal and drawer transitions) and no dialog, menu or overlay
 * is still fading in, so that colours are read at rest. A transition that has not started yet (a
 * modal a frame after it was asked to open) is caught by the opacity.
 */
async function settle(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const running = document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
        const fading = [
          ...document.querySelectorAll(
            '[role="dialog"], [role="menu"], .mantine-Modal-overlay, .mantine-Drawer-overlay',
          ),
        ].filter((element) => Number(getComputedStyle(element).opacity) < 1);
        return running.length + fading.length;
      }),
    )
    .toBe(0);
}

export async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // The window as it is, not the whole page: for a full-page picture Chromium lays the page out at
  // another size for a moment, in which the editor's "at least 1024 px" check can fail; on a busy
  // machine React then took the editor down and up again (its bar asked for anew, an open menu
  // closed), which failed the next step of the test.
  await page.screenshot({ path: `${SHOTS}${screen.replace(/\W+/g, '-')}.png` });
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const count = blocking.reduce((sum, violation) => sum + violation.nodes.length, 0);
  // Soft, so that one failing screen still lets the test check (and report) the next ones.
  expect
    .soft(
      blocking.map((violation) => violation.id),
      `${screen}: ${count} elements with serious or critical axe violations\n${blocking.map(describeViolation).join('\n')}`,
    )
    .toEqual([]);
}

/** A customer registered through the API, so that the admin lists and the dashboard have rows. */
export async function registerCustomer(browser: Browser): Promise<number> {
  const page = await newPersonPage(browser);
  const id = await registerThroughApi(page, `a11y.${Date.now()}@example.com`);
  await startFromPreset(page, 'full-service-bar');
  await page.context().close();
  return id;
}
