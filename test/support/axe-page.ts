import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '@skillway/infra/local/paths';

/** The WCAG 2.2 A and AA rules; serious and critical violations fail. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = ['serious', 'critical'];

/**
 * axe-core ships with the web workspace (its jsdom tests use it too); the page gets its browser build. The CSP
 * refuses inline scripts, so the script tag loads it from a same-origin path the browser context answers itself:
 * `context.route(origin + AXE_PATH, (route) => route.fulfill({ path: AXE_SCRIPT }))`, then
 * `page.addScriptTag({ url: AXE_PATH })` on each page load.
 */
export const AXE_SCRIPT = createRequire(join(REPO_ROOT, 'web', 'package.json')).resolve('axe-core/axe.min.js');
export const AXE_PATH = '/__a11y-walk/axe.min.js';

interface TAxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

/** What the page function uses of the browser's globals (this workspace type-checks without the DOM library). */
interface TAxeGlobals {
  document: unknown;
  axe: { run: (context: unknown, options: unknown) => Promise<{ violations: TAxeViolation[] }> };
}

/** Serious and critical axe violations of the page as it is now, one line per rule with its targets. */
export async function axeFailures(page: Page): Promise<string[]> {
  const violations = await page.evaluate(
    async ({ tags, impacts }) => {
      const { axe, document } = globalThis as unknown as TAxeGlobals;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations
        .filter((violation) => impacts.includes(violation.impact ?? ''))
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
        }));
    },
    { tags: AXE_TAGS, impacts: FAILING_IMPACTS },
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}, ${violation.targets.length}): ${violation.targets.slice(0, 6).join(' | ')}` +
      (violation.targets.length > 6 ? ' …' : ''),
  );
}
