import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG, TWO_STEP_TEXT } from '@skillway/shared';
import { mockFetch, renderWithApp } from '../../../test/render';
import { clearPendingTwoStep, setPendingTwoStep } from '../lib/pending-two-step';
import TwoStepPage from './two-step-page';

const SESSION = {
  access_token: 'token',
  refresh_token: '',
  token_type: 'Bearer',
  expires_in: 3600,
  user: {
    id: 'u1',
    first_name: 'Ada',
    last_name: 'L',
    email: 'a@x.test',
    role_id: 1,
    company_id: 'platform',
    is_reset_default_password: 1,
    user_token: '',
  },
};

function pending(next: 'code' | 'setup') {
  setPendingTwoStep({
    challenge: { two_step: next, challenge: 'v1.challenge', expires_in: 300, message: '' },
    redirect: undefined,
  });
}

describe('TwoStepPage', () => {
  afterEach(() => {
    clearPendingTwoStep();
    vi.unstubAllGlobals();
  });

  it('goes back to /login without a challenge (a reload)', async () => {
    renderWithApp(<TwoStepPage />, { path: '/login/two-step' });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('asks for the code with one-time-code autocomplete, shows a refusal under the field, then signs in', async () => {
    pending('code');
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { message: MSG.TWO_STEP_CODE_INVALID, errors: { code: [MSG.TWO_STEP_CODE_INVALID] } },
    };
    const calls = mockFetch(() => answer);
    const { router } = renderWithApp(<TwoStepPage />, { path: '/login/two-step' });
    const field = await screen.findByRole('textbox', { name: new RegExp(TWO_STEP_TEXT.CODE_LABEL) });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: TWO_STEP_TEXT.VERIFY }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.TWO_STEP_CODE_INVALID);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ challenge: 'v1.challenge', code: '123456' });

    answer = { status: 200, body: SESSION };
    fireEvent.change(field, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: TWO_STEP_TEXT.VERIFY }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login/two-step'));
  });

  it('takes a recovery code instead, and sends the user back to sign in when the challenge is dead', async () => {
    pending('code');
    const calls = mockFetch(() => ({
      status: 422,
      body: { message: MSG.TWO_STEP_CHALLENGE_EXPIRED, errors: { challenge: [MSG.TWO_STEP_CHALLENGE_EXPIRED] } },
    }));
    const { router } = renderWithApp(<TwoStepPage />, { path: '/login/two-step' });
    fireEvent.click(await screen.findByRole('button', { name: TWO_STEP_TEXT.USE_RECOVERY }));
    const field = screen.getByRole('textbox', { name: new RegExp(TWO_STEP_TEXT.RECOVERY_LABEL) });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: TWO_STEP_TEXT.VERIFY }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      challenge: 'v1.challenge',
      recovery_code: 'abcde-fghjk',
    });
  });
});
