import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CERTIFICATE_STANDING_LABELS, MSG, type TCertificateVerification } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { activateLocale } from '../../../i18n/language';
import { activateTestSourceLocale } from '../../../test/i18n-wrapper';
import VerifyCertificatePage from './verify-certificate-page';

afterEach(() => {
  activateTestSourceLocale();
});

const render = (id: string) =>
  renderWithApp(<VerifyCertificatePage />, { path: '/certificates/verify/$id', url: `/certificates/verify/${id}` });

function certificate(overrides: Partial<TCertificateVerification> = {}): TCertificateVerification {
  return {
    id: 'abc',
    name: 'Grace Hopper',
    course_name: 'Fire Safety',
    completed_at: '2025-03-03T10:00:00.000Z',
    completed_date_formatted: 'Monday, 3 March 2025',
    standing: 'valid',
    expires_on: null,
    cycle: 1,
    ...overrides,
  };
}

function answer(data: TCertificateVerification) {
  mockFetch(byPath({ '/v1/certificates/verify/abc': () => ({ status: 200, body: { data } }) }));
}

describe('VerifyCertificatePage', () => {
  it('confirms a certificate that never expires with the name, course and date', async () => {
    answer(certificate());
    render('abc');
    expect((await screen.findByRole('status')).textContent).toBe('Valid');
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('Fire Safety')).toBeTruthy();
    expect(screen.getByText('Monday, 3 March 2025')).toBeTruthy();
    // No expiry, and the first certification says no cycle.
    expect(screen.queryByText(/^(Valid until|Expired on|Expiry date)/)).toBeNull();
    expect(screen.queryByText(/^Certification \d/)).toBeNull();
  });

  it('says a valid certificate is valid until its expiry day, with its cycle after the first', async () => {
    answer(certificate({ standing: 'valid', expires_on: '2027-03-12', cycle: 2 }));
    render('abc');
    expect((await screen.findByRole('status')).textContent).toBe(CERTIFICATE_STANDING_LABELS.valid);
    expect(screen.getByText('Valid until 12 Mar 2027')).toBeTruthy();
    expect(screen.getByText('Certification 2')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('says an expired certificate expired, and on which day', async () => {
    answer(certificate({ standing: 'expired', expires_on: '2026-03-12', cycle: 1 }));
    render('abc');
    expect((await screen.findByRole('status')).textContent).toBe('Expired');
    expect(screen.getByText('Expired on 12 Mar 2026')).toBeTruthy();
    expect(screen.queryByText(/^Valid/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("says a renewed cycle's old certificate is superseded by a newer one", async () => {
    answer(certificate({ standing: 'superseded', expires_on: '2027-03-12', cycle: 3 }));
    render('abc');
    expect((await screen.findByRole('status')).textContent).toBe('Superseded by a newer certificate');
    expect(screen.getByText('Expiry date 12 Mar 2027')).toBeTruthy();
    expect(screen.getByText('Certification 3')).toBeTruthy();
    expect(screen.queryByText(/^Valid/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so for an unknown id', async () => {
    mockFetch(byPath({}));
    render('nope');
    expect(await screen.findByText(MSG.CERTIFICATE_NOT_FOUND)).toBeTruthy();
  });

  it("writes the dates in the visitor's language: Polish, then Spanish (issue 34)", async () => {
    // Signed out, the guard has activated the browser's language by the time the page renders.
    await act(() => activateLocale('pl'));
    answer(certificate({ standing: 'valid', expires_on: '2027-03-12', cycle: 1 }));
    render('abc');
    expect(await screen.findByText('poniedziałek, 3 marca 2025')).toBeTruthy();
    expect(screen.getByText('Ważny do 12 mar 2027')).toBeTruthy();
    expect(screen.queryByText('Monday, 3 March 2025')).toBeNull();

    await act(() => activateLocale('es'));
    expect(await screen.findByText('lunes, 3 de marzo de 2025')).toBeTruthy();
    expect(screen.getByText('Válido hasta el 12 mar 2027')).toBeTruthy();
  });
});
