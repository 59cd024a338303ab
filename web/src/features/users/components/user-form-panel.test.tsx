import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE, TWO_STEP_TEXT } from '@skillway/shared';
import { byPath, signInAs, userDetail } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { UserFormPanel } from './user-form-panel';

function renderPanel(twoStepEnabled: boolean) {
  signInAs(ROLE.ADMIN);
  mockFetch(
    byPath({
      '/v1/users/u7': () => ({ status: 200, body: { data: userDetail(7, { two_step_enabled: twoStepEnabled }) } }),
    }),
  );
  renderWithApp(<UserFormPanel state={{ opened: true, id: 'u7' }} onClose={() => undefined} />);
}

describe('Edit User', () => {
  it('offers the administrator the two-step reset of a user who has set it up', async () => {
    renderPanel(true);
    expect(await screen.findByRole('button', { name: TWO_STEP_TEXT.ADMIN_RESET })).toBeTruthy();
  });

  it('offers no reset when the user has no two-step verification to reset', async () => {
    renderPanel(false);
    await screen.findByRole('button', { name: 'Update User' });
    expect(screen.queryByRole('button', { name: TWO_STEP_TEXT.ADMIN_RESET })).toBeNull();
  });
});
