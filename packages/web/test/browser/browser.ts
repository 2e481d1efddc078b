import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

/** Debian's headless shell of Chromium (package `chromium-headless-shell`): Blink and V8 without the desktop browser. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium (package `chromium`), in its headless mode. */
const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the tests drive; they never download a browser. Debian's headless shell when it is installed: the same
 * engine as the full browser, without the desktop browser's process and user interface around each page, which cost
 * three times the CPU for a new context and a page load (decision 0174). `CHROMIUM_PATH` chooses another
 * (`CHROMIUM_PATH=/usr/bin/chromium` for the full browser).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(FULL_CHROMIUM) && !existsSync(HEADLESS_SHELL) ? FULL_CHROMIUM : HEADLESS_SHELL);

/** Launches headless Chromium with the flags a container needs. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: install it with apt-get install -y chromium-headless-shell`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page and returns its violations. The server's CSP
 * (`script-src 'self'`) rightly blocks an inline script tag, so axe is evaluated through the DevTools
 * protocol, which a page's CSP does not govern; the page itself keeps its CSP.
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  // Once per document: compiling axe's 500 KB took about 0.1 s of the page's CPU at each check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource}\n;void 0`);
  const results: AxeResults = await page.evaluate(() => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResults> } }).axe;
    // A toast fading out (500 ms) is on its way off the page: its lowered opacity is not a contrast fault.
    return axe.run({ exclude: [['.toast--closing']] }, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
      iframes: false,
    });
  });
  return results.violations;
}

/** A readable one-line-per-node summary of axe violations, for assertion messages. */
export function describeViolations(violations: readonly Result[]): string {
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} - ${node.failureSummary ?? ''}`)).join('\n');
}

/** The widths screenshots are taken at (phone, tablet, desktop). */
export const SCREENSHOT_WIDTHS = [360, 764, 1280] as const;

const artifacts = resolve(import.meta.dirname, '..', '..', '..', '..', 'test-artifacts', 'web');

/**
 * Screenshots are for a person to look at, so they are taken when asked (`SCREENSHOTS=1 npm run test:browser`):
 * a full-page PNG at three widths costs Chromium more CPU than the page's own checks (decision 0149).
 */
export const takeScreenshots = process.env.SCREENSHOTS === '1';

/**
 * Fails when the page scrolls sideways at one of the widths (wide content belongs in a region that scrolls by
 * itself), and with `SCREENSHOTS=1` saves a full-page screenshot at each under test-artifacts/web/ (git-ignored).
 */
export async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  if (takeScreenshots) mkdirSync(artifacts, { recursive: true });
  const original = page.viewportSize();
  const sideways: string[] = [];
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    if (takeScreenshots) await page.screenshot({ path: resolve(artifacts, `${name}-${width}.png`), fullPage: true });
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (pageWidth > width) sideways.push(`${pageWidth} px wide at ${width} px`);
  }
  if (original) await page.setViewportSize(original);
  if (sideways.length > 0) throw new Error(`${name} scrolls sideways: ${sideways.join(', ')}`);
}
