import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERASURE_MSG, type TPrivacyRequest } from '@skillway/shared';
import { signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ErasureRequestSection } from './erasure-request-section';
import { ErasureRequestsTable } from './erasure-requests-table';

function request(status: TPrivacyRequest['status'], overrides: Partial<TPrivacyRequest> = {}): TPrivacyRequest {
  return {
    id: 'r1',
    user_id: 'u1',
    user_name: 'Lena Learner',
    kind: 'erasure',
    status,
    reason: 'I have left',
    requested_at: '2026-03-10T09:00:00.000Z',
    ...overrides,
  };
}

describe('Erasure requests (Admin › Account › Privacy)', () => {
  it('lists the requests and approves one after confirmation (which erases the user)', async () => {
    signInAs(2);
    let decided = false;
    const calls = mockFetch((url, init) => {
      if (url.endsWith('/v1/privacy/erasure-requests/r1/decision') && init.method === 'POST') {
        decided = true;
        return {
          status: 200,
          body: {
            message: ERASURE_MSG.REQUEST_APPROVED,
            data: request('completed', { user_name: 'Erased user 0123456789' }),
          },
        };
      }
      if (url.endsWith('/v1/privacy/erasure-requests')) {
        return {
          status: 200,
          body: {
            data: decided
              ? [
                  request('completed', { user_name: 'Erased user 0123456789' }),
                  request('declined', { id: 'r0', user_name: 'Sam Stays' }),
                ]
              : [request('pending'), request('declined', { id: 'r0', user_name: 'Sam Stays' })],
          },
        };
      }
      return { status: 404 };
    });
    renderWithApp(<ErasureRequestsTable />, { path: '/admin/account/privacy' });

    const table = await screen.findByRole('table', { name: 'Erasure requests' });
    expect(within(table).getByText('Lena Learner')).toBeTruthy();
    expect(within(table).getByText('Declined')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: "Decline Sam Stays's request" })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: "Approve Lena Learner's request" }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and erase' }));

    expect(await screen.findByText(ERASURE_MSG.REQUEST_APPROVED)).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Erasure requests' })).getByText('Erased')).toBeTruthy(),
    );
    const posted = calls.find((call) => call.url.endsWith('/decision'));
    expect(JSON.parse(String(posted?.init.body))).toEqual({ decision: 'approve' });
  });
});

describe('Erase my account (My Profile)', () => {
  it('sends the request with its reason, then shows it waiting for a decision', async () => {
    signInAs(3, 'u1');
    let asked = false;
    const calls = mockFetch((url, init) => {
      if (url.endsWith('/v1/profile/erasure-requests') && init.method === 'POST') {
        asked = true;
        return { status: 201, body: { message: ERASURE_MSG.REQUESTED, data: request('pending') } };
      }
      if (url.endsWith('/v1/profile/erasure-requests'))
        return { status: 200, body: { data: asked ? [request('pending')] : [] } };
      return { status: 404 };
    });
    renderWithApp(<ErasureRequestSection />, { path: '/profile/profile' });

    fireEvent.change(await screen.findByRole('textbox', { name: 'Reason (optional)' }), {
      target: { value: 'I have left' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask to be erased' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(ERASURE_MSG.REQUESTED)).toBeTruthy();
    expect(await screen.findByText("Your request is waiting for your administrator's decision.")).toBeTruthy();
    expect(screen.getByText('Waiting for a decision')).toBeTruthy();
    const posted = calls.find((call) => call.init.method === 'POST');
    expect(JSON.parse(String(posted?.init.body))).toEqual({ reason: 'I have left' });
  });
});
