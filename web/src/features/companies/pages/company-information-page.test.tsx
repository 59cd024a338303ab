import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COUNTRY, MSG, type TCompanyDetails, type TLanguage } from '@skillway/shared';
import { activateLocale } from '../../../i18n/language';
import { axeViolations } from '../../../test/axe';
import { byPath, companySummary, profile, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import CompanyInformationPage from './company-information-page';

const COMPANY: TCompanyDetails = {
  id: 'c-1',
  company_name: 'Demo Ltd',
  street: '',
  city: '',
  county: '',
  country: DEFAULT_COUNTRY,
  postcode: '',
  phone: '',
  require_two_step_admins: false,
  default_language: 'en-GB',
};

/** GET and POST /v1/company/details; the fake refuses one postcode as the server would refuse a field. */
function fakeServer() {
  const posted: Record<string, unknown>[] = [];
  let company = COMPANY;
  mockFetch(
    byPath({
      '/v1/company/details': (_url, init) => {
        if (init.method !== 'POST') return { status: 200, body: { data: company } };
        const body = JSON.parse(String(init.body)) as Record<string, string>;
        posted.push(body);
        if (body.postcode === 'ZZ1 1ZZ') {
          const errors = { postcode: ['The postcode format is invalid.'] };
          return { status: 422, body: { message: errors.postcode[0], errors } };
        }
        company = { ...company, ...body, company_name: company.company_name };
        return { status: 200, body: { data: company, message: MSG.ACCOUNT_INFO_UPDATED } };
      },
    }),
  );
  return { posted };
}

describe('the Company Information screen', () => {
  it('shows the account information and saves the Edit Account Info panel with errors under fields', async () => {
    signInAs(2);
    const server = fakeServer();
    renderWithApp(<CompanyInformationPage />, { path: '/admin/finance/company', mantineEnv: 'test' });

    expect(await screen.findByText('Account Information')).toBeTruthy();
    expect(screen.getByText('Demo Ltd')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Account Info' }));

    const form = await screen.findByRole('form', { name: 'Edit Account Info' });
    const name = within(form).getByLabelText('Company Name') as HTMLInputElement;
    expect(name.value).toBe('Demo Ltd');
    expect(name.readOnly).toBe(true);
    expect((within(form).getByLabelText(/^Country/) as HTMLInputElement).value).toBe('UK');

    const field = (label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
    fireEvent.change(field(/^Street/), { target: { value: '1 High Street' } });
    fireEvent.change(field(/^City/), { target: { value: 'Leeds' } });
    fireEvent.change(field(/^Postcode/), { target: { value: 'nonsense' } });
    fireEvent.change(field(/^Phone/), { target: { value: 'call me' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    // The shared schema checks in the browser first: nothing is sent.
    expect(await within(form).findByText('The postcode format is invalid.')).toBeTruthy();
    expect(within(form).getByText(/^The phone must contain/)).toBeTruthy();
    expect(field(/^Phone/).getAttribute('aria-invalid')).toBe('true');
    expect(server.posted).toHaveLength(0);

    // The server's field error lands under its field too.
    fireEvent.change(field(/^Postcode/), { target: { value: 'ZZ1 1ZZ' } });
    fireEvent.change(field(/^Phone/), { target: { value: '0113 496 0000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect(await within(form).findByText('The postcode format is invalid.')).toBeTruthy();
    expect(field(/^Postcode/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field(/^Postcode/), { target: { value: 'LS1 4AP' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.ACCOUNT_INFO_UPDATED)).toBeTruthy();
    expect(server.posted[1]).toEqual({
      street: '1 High Street',
      city: 'Leeds',
      county: '',
      country: 'UK',
      postcode: 'LS1 4AP',
      phone: '0113 496 0000',
    });
    expect(await screen.findByText('1 High Street, Leeds, LS1 4AP, UK')).toBeTruthy();
    expect(screen.getByText('0113 496 0000')).toBeTruthy();
  });
});

describe("the Company Information screen's default language (issue 34)", () => {
  afterEach(async () => {
    await act(() => activateLocale('en-GB'));
  });

  /**
   * GET /company/details, GET /user/profile (an administrator following the company default) and PUT
   * /company/language, which waits for `release` when given (the save in flight) and refuses with `refuse`.
   */
  function languageServer(options: { release?: Promise<void>; refuse?: string } = {}) {
    const put: unknown[] = [];
    let company: TCompanyDetails = COMPANY;
    const answer = byPath({
      '/v1/company/details': () => ({ status: 200, body: { data: company } }),
      '/v1/user/profile': () => ({
        status: 200,
        body: {
          data: profile(2, {
            company: { ...companySummary(3), default_language: company.default_language },
            language: company.default_language,
            language_chosen: false,
          }),
        },
      }),
      '/v1/company/language': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { default_language: TLanguage };
        if (options.refuse) {
          const errors = { default_language: [options.refuse] };
          return { status: 422, body: { message: options.refuse, errors } };
        }
        company = { ...company, default_language: body.default_language };
        return { status: 200, body: { data: company } };
      },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input.toString();
      if (url.includes('/v1/company/language')) {
        put.push(JSON.parse(String(init.body)));
        await options.release;
      }
      const { status, body } = answer(url, init);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    return { put };
  }

  it('offers each language in its own words, saves on change (disabled meanwhile) and switches the screen', async () => {
    signInAs(2);
    let release!: () => void;
    const server = languageServer({ release: new Promise<void>((resolve) => (release = resolve)) });
    renderWithApp(<CompanyInformationPage />, { path: '/admin/finance/company', mantineEnv: 'test' });

    const select = (await screen.findByRole('combobox', { name: 'Default language' })) as HTMLInputElement;
    expect(select.value).toBe('English (UK)');
    expect(
      screen.getByText('For new users and for users who have not chosen a language in their profile.'),
    ).toBeTruthy();
    fireEvent.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English (UK)',
      'Polski',
      'Español',
    ]);
    expect(screen.getByRole('option', { name: 'Polski' }).querySelector('[lang="pl"]')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('option', { name: 'Español' }));

    // In flight: the choice shows, and the control waits for the answer.
    await waitFor(() => expect(server.put).toEqual([{ default_language: 'es' }]));
    expect(select.value).toBe('Español');
    expect(select.disabled).toBe(true);
    release();

    // The administrator follows the company default: the screen is Spanish at once, and says it saved.
    expect(await screen.findByText('Idioma predeterminado guardado.')).toBeTruthy();
    const saved = (await screen.findByRole('combobox', { name: 'Idioma predeterminado' })) as HTMLInputElement;
    expect(saved.value).toBe('Español');
    expect(saved.disabled).toBe(false);
    expect(i18n.locale).toBe('es');
  });

  it("shows the server's refusal and keeps the saved language", async () => {
    signInAs(2);
    const refusal = 'The default language must be one of en-GB, pl, es.';
    const server = languageServer({ refuse: refusal });
    renderWithApp(<CompanyInformationPage />, { path: '/admin/finance/company', mantineEnv: 'test' });
    const select = (await screen.findByRole('combobox', { name: 'Default language' })) as HTMLInputElement;
    fireEvent.click(select);
    fireEvent.click(screen.getByRole('option', { name: 'Polski' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(server.put).toEqual([{ default_language: 'pl' }]);
    await waitFor(() => expect(select.value).toBe('English (UK)'));
    expect(select.disabled).toBe(false);
    expect(i18n.locale).toBe('en-GB');
  });
});
