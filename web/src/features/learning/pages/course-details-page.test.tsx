import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_STATE, ROLE, type TLanguage, type TProfile } from '@skillway/shared';
import { setSession } from '../../../api';
import { axeViolations } from '../../../test/axe';
import { companySummary, profile } from '../../../test/people-fixtures';
import { LEARNING_PAUSED_TEXT } from '../lib/learning-paused';
import { mockFetch, renderWithApp } from '../../../test/render';
import { fullCourse } from '../test-fixtures';
import CourseDetailsPage from './course-details-page';

/** A learner whose language is `learnerLanguage`, looking at a course written in `courseLanguage`. */
function renderDetails(courseLanguage: TLanguage, learnerLanguage: TLanguage, overrides: Partial<TProfile> = {}) {
  setSession({ access_token: 't', user: { id: 'u1', role_id: ROLE.USER } as never });
  mockFetch((url) =>
    url === '/v1/user/profile'
      ? { status: 200, body: { data: profile(ROLE.USER, { language: learnerLanguage, ...overrides }) } }
      : { status: 200, body: { data: fullCourse({ language: courseLanguage }) } },
  );
  renderWithApp(<CourseDetailsPage />, { path: '/courses/details/$id', url: '/courses/details/c1' });
}

describe('CourseDetailsPage', () => {
  it("names the course's language, marked as that language, when it is not the learner's", async () => {
    renderDetails('pl', 'en-GB');
    await screen.findByRole('heading', { name: 'Fire Safety' });
    const name = await screen.findByText('Polski');
    expect(name.getAttribute('lang')).toBe('pl');
    expect(name.parentElement?.textContent).toBe('Course language: Polski');
    expect(await axeViolations()).toEqual([]);
  });

  it("says nothing of the language when the course is in the learner's", async () => {
    // A suspended company: the paused Start Course shows that the profile (the learner's language) has been read.
    renderDetails('es', 'es', { company: companySummary(COMPANY_STATE.SUSPENDED) });
    const heading = await screen.findByRole('heading', { name: 'Fire Safety' });
    expect(await screen.findByText(LEARNING_PAUSED_TEXT)).toBeTruthy();
    expect(within(heading.parentElement!).queryByText('Español')).toBeNull();
    expect(screen.queryByText(/Course language/)).toBeNull();
  });
});
