import { screen, within } from '@testing-library/react';
import type { TLanguage } from '@skillway/shared';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { enrolment, learnerCourse } from '../test-fixtures';
import { CourseCard } from './course-card';
import { LEARNING_PAUSED_TEXT } from '../lib/learning-paused';

function renderCard(course: ReturnType<typeof learnerCourse>, paused = false, learnerLanguage?: TLanguage) {
  renderWithApp(<CourseCard course={course} paused={paused} learnerLanguage={learnerLanguage} />, { path: '/courses' });
}

describe('CourseCard', () => {
  it.each([
    [1, 'Start Course', '/courses/player/c1'],
    [2, 'Continue Course', '/courses/player/c1'],
    [3, 'Course Completed', '/courses/player/c1'],
    [5, 'Complete Test', '/courses/player/c1'],
  ])('state %i shows %s', async (state, label, href) => {
    renderCard(learnerCourse({ enrolled: enrolment({ state, progress: state === 1 ? 0 : 50 }) }));
    // Named after its course as well (label in name): one name per card of the list.
    const button = await screen.findByRole('link', { name: `${label}: Fire Safety` });
    expect(button.getAttribute('href')).toBe(href);
  });

  it.each([
    [1, 'Start Course'],
    [2, 'Continue Course'],
    [5, 'Complete Test'],
  ])(
    'state %i: %s is disabled with the reason while learning is paused (a suspended company)',
    async (state, label) => {
      renderCard(learnerCourse({ enrolled: enrolment({ state, progress: state === 1 ? 0 : 50 }) }), true);
      const button = (await screen.findByRole('button', { name: `${label}: Fire Safety` })) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(screen.queryByRole('link', { name: `${label}: Fire Safety` })).toBeNull();
      const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(reason?.textContent).toBe(LEARNING_PAUSED_TEXT);
    },
  );

  it('still opens a completed course, and the details of one not enrolled on, while learning is paused', async () => {
    renderCard(learnerCourse({ enrolled: enrolment({ state: 3, progress: 100 }) }), true);
    expect((await screen.findByRole('link', { name: 'Course Completed: Fire Safety' })).getAttribute('href')).toBe(
      '/courses/player/c1',
    );
    expect(screen.queryByText(LEARNING_PAUSED_TEXT)).toBeNull();
  });

  it('offers View Course Details when the caller is not enrolled', async () => {
    renderCard(learnerCourse({ enrolled: null }));
    const button = await screen.findByRole('link', { name: 'View Course Details: Fire Safety' });
    expect(button.getAttribute('href')).toBe('/courses/details/c1');
  });

  it('cuts the description to 100 characters of text', async () => {
    const long = `<p><strong>${'a'.repeat(60)}</strong> ${'b'.repeat(60)}</p>`;
    renderCard(learnerCourse({ description: long }));
    const text = await screen.findByText(/^a+ b+…$/);
    expect(text.textContent).toBe(`${'a'.repeat(60)} ${'b'.repeat(39)}…`);
  });

  it('shows the name, status, duration, deadline and progress', async () => {
    renderCard(
      learnerCourse({
        enrolled: enrolment({ state: 2, state_text: 'In progress', progress: 40, deadline: '2027-03-31' }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Fire Safety' })).toBeTruthy();
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('1 hr 15 mins')).toBeTruthy();
    expect(screen.getByText('Deadline: Wednesday, 31 March 2027')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Fire Safety: 40% complete' })).toBeTruthy();
  });

  it("names the course's language, marked as that language, only when it is not the learner's", async () => {
    renderCard(learnerCourse({ language: 'es' }), false, 'pl');
    const card = await screen.findByRole('article', { name: 'Fire Safety' });
    const name = within(card).getByText('Español');
    expect(name.getAttribute('lang')).toBe('es');
    // Said with what it is about, in the screen's language (read by screen readers only).
    expect(name.parentElement?.textContent).toBe('Course language: Español');
    expect(name.parentElement?.getAttribute('lang')).toBeNull();
  });

  it("says nothing of the language when the course is in the learner's", async () => {
    renderCard(learnerCourse({ language: 'pl' }), false, 'pl');
    const card = await screen.findByRole('article', { name: 'Fire Safety' });
    expect(within(card).queryByText('Polski')).toBeNull();
    expect(within(card).queryByText(/Course language/)).toBeNull();
    // Without the learner's language, English (UK) is theirs.
    renderCard(learnerCourse({ id: 'c2', name: 'First Aid', language: 'en-GB' }));
    expect(within(await screen.findByRole('article', { name: 'First Aid' })).queryByText(/Course language/)).toBeNull();
  });
});
