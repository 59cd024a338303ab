import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import FaqPage from './faq-page';

const QUESTIONS = [
  'How long is the contract, and how many users can we have?',
  'How many administrators can a company have?',
  'How do I cancel?',
  'What happens when I delete a user?',
  'Can I export reports?',
  'Is there a storage limit?',
  'Is there a course marketplace?',
];

function question(name: string) {
  return screen.getByRole('button', { name });
}

/**
 * A key pressed on the focused element, as a browser handles it: the keydown goes to the page's handlers, and
 * Enter or Space on a native button not prevented activates it (jsdom does not do that part itself).
 */
function press(key: 'Enter' | ' ' | 'ArrowDown' | 'ArrowUp' | 'Home' | 'End') {
  const target = document.activeElement as HTMLElement;
  const proceed = fireEvent.keyDown(target, { key, code: key === ' ' ? 'Space' : key });
  if (proceed && (key === 'Enter' || key === ' ') && target instanceof HTMLButtonElement) fireEvent.click(target);
}

describe('FAQ page', () => {
  it('lists the questions as buttons, all closed', async () => {
    renderWithApp(<FaqPage />, { path: '/admin/help/faq', mantineEnv: 'test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQs' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(QUESTIONS);
    for (const name of QUESTIONS) expect(question(name).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens an answer from the keyboard, states the spec’s facts, and closes it again', async () => {
    renderWithApp(<FaqPage />, { path: '/admin/help/faq', mantineEnv: 'test' });
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });

    // Each question is a native button, so it is in the tab order and Enter and Space open it.
    for (const name of QUESTIONS) expect(question(name).tagName).toBe('BUTTON');
    question(QUESTIONS[0]!).focus();
    press('Enter');
    expect(question(QUESTIONS[0]!).getAttribute('aria-expanded')).toBe('true');
    const contract = await screen.findByRole('region', { name: QUESTIONS[0] });
    expect(contract.textContent).toContain('12-month contracts');
    expect(contract.textContent).toContain('20 users (1 to 20 employees)');
    expect(contract.textContent).toContain('500 users (251 to 500 employees)');

    // Arrow keys move between the questions; Space opens the one focused.
    press('ArrowDown');
    press('ArrowDown');
    expect(document.activeElement).toBe(question('How do I cancel?'));
    press(' ');
    expect((await screen.findByRole('region', { name: 'How do I cancel?' })).textContent).toContain(
      'at least 30 days before your renewal date',
    );
    expect(question(QUESTIONS[0]!).getAttribute('aria-expanded')).toBe('false');

    press('Enter');
    expect(question('How do I cancel?').getAttribute('aria-expanded')).toBe('false');

    press('End');
    expect(document.activeElement).toBe(question('Is there a course marketplace?'));
    press('Home');
    expect(document.activeElement).toBe(question(QUESTIONS[0]!));
  });

  it('answers each of the spec’s statements', async () => {
    renderWithApp(<FaqPage />, { path: '/admin/help/faq', mantineEnv: 'test' });
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    const answers: Record<string, string> = {
      'How many administrators can a company have?': 'A company has a single administrator',
      'What happens when I delete a user?': 'Deleting a user is permanent',
      'Can I export reports?': 'exported as a PDF or a CSV file',
      'Is there a storage limit?': 'no limit on the storage your courses and files use, subject to our fair-use policy',
      'Is there a course marketplace?': 'announced for launch in 2020',
    };
    for (const [name, text] of Object.entries(answers)) {
      fireEvent.click(question(name));
      expect((await screen.findByRole('region', { name })).textContent).toContain(text);
    }
  });
});
