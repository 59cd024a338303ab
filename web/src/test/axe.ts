import axe from 'axe-core';

/**
 * The WCAG 2.1 A/AA violations axe finds under `root`, one line each (rule and the elements), so a failing
 * assertion says what to fix. Colour contrast needs a real layout engine: the Chromium screenshots cover it.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
