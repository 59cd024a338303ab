import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERASURE_MSG } from '@skillway/shared';
import { signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { EraseUserSection } from './erase-user-section';

function settings(legalRecords: 0 | 1) {
  return {
    status: 200,
    body: { data: { legal_records: legalRecords, anonymise_archived_months: 0, purge_learning_years: 0 } },
  };
}

describe('Erase user (the user page)', () => {
  it('states what is removed and kept, asks for the word, then erases', async () => {
    signInAs(2);
    const calls = mockFetch((url, init) => {
      if (url.endsWith('/v1/privacy/settings')) return settings(0);
      if (url.endsWith('/v1/users/u1/erase') && init.method === 'POST') {
        return {
          status: 200,
          body: {
            message: ERASURE_MSG.ERASED,
            data: {
              id: 'u1',
              first_name: 'Erased',
              last_name: 'user 0123456789',
              email: 'erased-0123456789@erased.invalid',
              records_kept: false,
            },
          },
        };
      }
      return { status: 404 };
    });
    renderWithApp(<EraseUserSection userId="u1" name="Lena Learner" />, { path: '/admin/users' });

    fireEvent.click(await screen.findByRole('button', { name: 'Erase user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Lena Learner?' });
    expect(
      await within(dialog).findByText(
        /enrolments, progress, test results, certificates and external training records are deleted/,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/The audit log keeps its events, with the pseudonym/)).toBeTruthy();
    const erase = within(dialog).getByRole('button', { name: 'Erase' });
    expect(erase.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' }), {
      target: { value: 'erase' },
    });
    expect(erase.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' }), {
      target: { value: 'ERASE' },
    });
    await waitFor(() => expect(erase.hasAttribute('disabled')).toBe(false));
    fireEvent.click(erase);

    expect(await screen.findByText(ERASURE_MSG.ERASED)).toBeTruthy();
    const posted = calls.find((call) => call.url.endsWith('/v1/users/u1/erase'));
    expect(JSON.parse(String(posted?.init.body))).toEqual({ confirm: 'ERASE' });
  });

  it('says the training records are kept when the company keeps them as a legal obligation', async () => {
    signInAs(2);
    mockFetch((url) => (url.endsWith('/v1/privacy/settings') ? settings(1) : { status: 404 }));
    renderWithApp(<EraseUserSection userId="u1" name="Lena Learner" />, { path: '/admin/users' });
    fireEvent.click(await screen.findByRole('button', { name: 'Erase user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Lena Learner?' });
    expect(
      await within(dialog).findByText(/are kept under the pseudonym, because this company keeps training records/),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/certificates and external training records are deleted/)).toBeNull();
  });

  it('says nothing of what is kept until it knows the rule, and offers Try again when the rule fails to load', async () => {
    signInAs(2);
    mockFetch(() => ({ status: 500, body: { message: 'boom' } }));
    renderWithApp(<EraseUserSection userId="u1" name="Lena Learner" />, { path: '/admin/users' });
    fireEvent.click(await screen.findByRole('button', { name: 'Erase user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Lena Learner?' });
    expect(await within(dialog).findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(dialog).queryByText(/are deleted/)).toBeNull();
    expect(within(dialog).queryByText(/are kept under the pseudonym/)).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Type ERASE to confirm' }), {
      target: { value: 'ERASE' },
    });
    expect(within(dialog).getByRole('button', { name: 'Erase' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows an erased user as erased, with no button', async () => {
    signInAs(2);
    mockFetch(() => ({ status: 404 }));
    renderWithApp(<EraseUserSection userId="u1" name="Erased user 0123456789" erased />, { path: '/admin/users' });
    expect(await screen.findByText('This user has been erased.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erase user' })).toBeNull();
  });
});
