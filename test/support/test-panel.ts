import type { Page } from 'playwright-core';

/**
 * Answers the four questions of the fixture test (test/factories/test-taking.ts QUESTION_SPECS) in the Test
 * panel; `fillAnswer` is the fill-in-the-blank text ('Oxygen' is right). Returns the panel.
 */
export async function answerFixtureTest(page: Page, fillAnswer: string) {
  const panel = page.getByRole('dialog', { name: 'Test' });
  await panel.getByRole('radio', { name: 'B. CO2' }).check();
  await panel.getByRole('button', { name: 'Next' }).click();
  await panel.getByRole('textbox', { name: /Fire needs heat/ }).fill(fillAnswer);
  await panel.getByRole('button', { name: 'Next' }).click();
  await panel.getByRole('checkbox', { name: 'A. Class A' }).check();
  await panel.getByRole('checkbox', { name: 'C. Class B' }).check();
  await panel.getByRole('button', { name: 'Next' }).click();
  for (const [label, answer] of [
    ['A. Red', 'Stop'],
    ['B. Green', 'Safe'],
    ['C. Blue', 'Must do'],
  ] as const) {
    await panel.getByLabel(label, { exact: true }).click();
    await page.getByRole('option', { name: answer, exact: true }).click();
  }
  return panel;
}

export async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
