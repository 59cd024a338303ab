import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUDIT_ARCHIVE_YEARS, ERASURE_MSG } from '@skillway/shared';
import { signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { RetentionSettingsForm } from './retention-settings-form';

const SAVED = {
  legal_records: 0,
  anonymise_archived_months: 0,
  purge_learning_years: 0,
  audit_archive_years: AUDIT_ARCHIVE_YEARS.DEFAULT,
};

describe('the privacy rules form (Admin › Account › Privacy)', () => {
  it('shows its fields only once the saved rules are in, and keeps a choice through the reload after saving', async () => {
    signInAs(2);
    // The first read waits until the test lets it answer; the server answers the saved rules to every read.
    let answerFirstRead = () => {};
    const firstRead = new Promise<void>((resolve) => (answerFirstRead = resolve));
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, init });
      if (!url.endsWith('/v1/privacy/settings')) return new Response(null, { status: 404 });
      if (calls.filter((call) => call.init.method !== 'PUT').length === 1) await firstRead;
      const body = init.method === 'PUT' ? { message: ERASURE_MSG.SETTINGS_SAVED, data: SAVED } : { data: SAVED };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderWithApp(<RetentionSettingsForm />, { path: '/admin/account/privacy' });

    // Until the rules arrive there is nothing to tick that they would then overwrite.
    expect(await screen.findByRole('img', { name: 'Loading the privacy rules' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Keep training records as a legal obligation' })).toBeNull();
    answerFirstRead();

    const keep = await screen.findByRole('checkbox', { name: 'Keep training records as a legal obligation' });
    expect((keep as HTMLInputElement).checked).toBe(false);
    fireEvent.click(keep);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(ERASURE_MSG.SETTINGS_SAVED)).toBeTruthy();
    const put = calls.find((call) => call.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toMatchObject({ legal_records: 1 });
    // The save invalidates the rules, which are read again; the box stays as the administrator left it.
    await waitFor(() => expect(calls.filter((call) => call.init.method !== 'PUT').length).toBeGreaterThan(1));
    expect(
      (screen.getByRole('checkbox', { name: 'Keep training records as a legal obligation' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('says the rules could not be loaded, with Try again, and offers no form', async () => {
    signInAs(2);
    mockFetch(() => ({ status: 500, body: { message: 'boom' } }));
    renderWithApp(<RetentionSettingsForm />, { path: '/admin/account/privacy' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Keep training records as a legal obligation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
