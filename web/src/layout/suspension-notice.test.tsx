import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_STATE, ROLE } from '@skillway/shared';
import { apiErrorFromBody } from '../api/api-error';
import { notifyApiError } from '../lib/notify-api-error';
import { companySummary, profile } from '../test/people-fixtures';
import { renderWithApp } from '../test/render';
import { SUSPENSION_NOTICE, SuspensionNotice } from './suspension-notice';

const company = companySummary;

async function noticeFor(roleId: number, state: number) {
  return renderedNotice(<SuspensionNotice profile={profile(roleId, { company: company(state) })} />);
}

/** Renders the notice beside a marker, so a test knows the page is there before it looks for the notice. */
async function renderedNotice(notice: ReactNode) {
  renderWithApp(
    <>
      <div data-testid="page" />
      {notice}
    </>,
  );
  await screen.findByTestId('page');
  return screen.queryByRole('status');
}

describe('the suspension notice', () => {
  it.each([
    ['a learner', ROLE.USER, COMPANY_STATE.SUSPENDED],
    ['a manager', ROLE.MANAGER, COMPANY_STATE.SUSPENDED],
    ['a learner whose trial expired', ROLE.USER, COMPANY_STATE.FREE_TRIAL_EXPIRED],
  ])('tells %s of a suspended company what still works', async (_who, roleId, state) => {
    renderWithApp(<SuspensionNotice profile={profile(roleId, { company: company(state) })} />);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Account suspended');
    expect(notice.textContent).toContain(SUSPENSION_NOTICE);
    expect(notice.textContent).toContain('completed courses and certificates');
  });

  it.each([
    ['a learner of an active company', ROLE.USER, COMPANY_STATE.ACTIVE],
    ['a manager in a free trial', ROLE.MANAGER, COMPANY_STATE.FREE_TRIAL],
    ['a learner in an extended trial', ROLE.USER, COMPANY_STATE.FREE_TRIAL_EXTENDED],
    // The administrator is sent to Account Status by the route guard instead.
    ['the administrator of a suspended company', ROLE.ADMIN, COMPANY_STATE.SUSPENDED],
  ])('is not shown to %s', async (_who, roleId, state) => {
    expect(await noticeFor(roleId, state)).toBeNull();
    expect(screen.queryByText(SUSPENSION_NOTICE)).toBeNull();
  });

  it('is not shown to the super administrator, who has no company', async () => {
    expect(await renderedNotice(<SuspensionNotice profile={profile(ROLE.SUPER_ADMIN)} />)).toBeNull();
  });

  it("shows the server's refusal when a learner of a suspended company tries a change", async () => {
    const refusal =
      'Your company account is suspended. An administrator can restore access from the account status page.';
    renderWithApp(<SuspensionNotice profile={profile(ROLE.USER, { company: company(COMPANY_STATE.SUSPENDED) })} />);
    await screen.findByRole('status');
    act(() => notifyApiError(apiErrorFromBody(403, { message: refusal })));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
