import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY, MSG, type TCompanyDetails } from '@skillway/shared';
import { byPath, signInAs } from '../../../test/people-fixtures';
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
