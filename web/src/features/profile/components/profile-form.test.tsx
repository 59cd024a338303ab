import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG, type TProfile } from '@skillway/shared';
import { activateLocale } from '../../../i18n/language';
import { axeViolations } from '../../../test/axe';
import { byPath, companySummary, profile, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { ProfileForm } from './profile-form';

const me = profile(3, { id: 'u7', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' });

function server(answer?: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const sent: Record<string, unknown>[] = [];
  mockFetch(
    byPath({
      '/v1/user/profile': (_url, init) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        sent.push(body);
        if (answer) return answer(body);
        const changing = body.email !== me.email;
        return {
          status: 200,
          body: {
            data: { ...me, first_name: body.first_name, last_name: body.last_name },
            message: changing ? MSG.EMAIL_CHANGE_SENT : MSG.CUSTOMER_UPDATED,
          },
        };
      },
    }),
  );
  return sent;
}

describe('the profile form', () => {
  it('saves names without asking for the password', async () => {
    signInAs(3, 'u7');
    const sent = server();
    renderWithApp(<ProfileForm profile={me} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'My First Name' }), { target: { value: 'Augusta' } });
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ first_name: 'Augusta', last_name: 'Lovelace', email: 'ada@example.com' });
    expect(await screen.findByText(MSG.CUSTOMER_UPDATED)).toBeTruthy();
  });

  it('asks for the current password for a new address, then says a link went to it and keeps the old one', async () => {
    signInAs(3, 'u7');
    const sent = server();
    renderWithApp(<ProfileForm profile={me} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'My email' }), {
      target: { value: 'ada@new.example' },
    });
    const password = await screen.findByLabelText(/^Current Password/);
    fireEvent.change(password, { target: { value: 'Learner!Pass1' } });
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ email: 'ada@new.example', current_password: 'Learner!Pass1' });
    expect((await screen.findByRole('status')).textContent).toContain('ada@new.example');
    expect((screen.getByRole('textbox', { name: 'My email' }) as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.queryByLabelText(/^Current Password/)).toBeNull();
  });

  it('shows a wrong current password on its field', async () => {
    signInAs(3, 'u7');
    server(() => ({
      status: 422,
      body: { message: MSG.CURRENT_PASSWORD_WRONG, errors: { current_password: [MSG.CURRENT_PASSWORD_WRONG] } },
    }));
    renderWithApp(<ProfileForm profile={me} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'My email' }), {
      target: { value: 'ada@new.example' },
    });
    const password = await screen.findByLabelText(/^Current Password/);
    fireEvent.change(password, { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const described = (password.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(MSG.CURRENT_PASSWORD_WRONG);
    expect((screen.getByRole('textbox', { name: 'My email' }) as HTMLInputElement).value).toBe('ada@new.example');
  });
});

describe('the language on the profile form (issue 34)', () => {
  afterEach(async () => {
    await act(() => activateLocale('en-GB'));
  });

  /** A learner of a company whose default is Polish, following it unless `chosen` names their own. */
  function learner(chosen?: 'en-GB' | 'pl' | 'es'): TProfile {
    return profile(3, {
      ...me,
      company: { ...companySummary(3), default_language: 'pl' },
      language: chosen ?? 'pl',
      language_chosen: chosen !== undefined,
    });
  }

  /** PUT /user/profile answered as the server does: the language saved, else the company default. */
  function languageServer(before: TProfile) {
    return server((body) => {
      const own = body.language === undefined ? (before.language_chosen ? before.language : null) : body.language;
      return {
        status: 200,
        body: {
          data: { ...before, language: own ?? 'pl', language_chosen: own !== null },
          message: MSG.CUSTOMER_UPDATED,
        },
      };
    });
  }

  it('offers the company default and each language in its own words, saves a choice, then shows it', async () => {
    signInAs(3, 'u7');
    const before = learner();
    const sent = languageServer(before);
    renderWithApp(<ProfileForm profile={before} />, { mantineEnv: 'test' });
    const select = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLInputElement;
    expect(select.value).toBe('Company default (Polski)');
    fireEvent.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Company default (Polski)',
      'English (UK)',
      'Polski',
      'Español',
    ]);
    expect(screen.getByRole('option', { name: 'Español' }).querySelector('[lang="es"]')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('option', { name: 'Español' }));
    expect(select.value).toBe('Español');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', language: 'es' });
    // Saved: the product is Spanish at once, its catalogues loaded.
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toBeTruthy();
    expect(i18n.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('clears a choice with the company default (null), and the company default shows', async () => {
    signInAs(3, 'u7');
    const before = learner('es');
    const sent = languageServer(before);
    renderWithApp(<ProfileForm profile={before} />, { mantineEnv: 'test' });
    const select = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLInputElement;
    expect(select.value).toBe('Español');
    fireEvent.click(select);
    fireEvent.click(screen.getByRole('option', { name: 'Company default (Polski)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ language: null });
    expect(await screen.findByRole('combobox', { name: 'Język' })).toBeTruthy();
    expect(i18n.locale).toBe('pl');
  });

  it('offers English as the default of the super administrator, who has no company', async () => {
    signInAs(1, 'u7');
    server();
    renderWithApp(<ProfileForm profile={profile(1, { ...me, company: null })} />, { mantineEnv: 'test' });
    const select = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLInputElement;
    expect(select.value).toBe('Default (English (UK))');
  });
});
