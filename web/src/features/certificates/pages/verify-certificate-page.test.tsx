import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { byPath } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import VerifyCertificatePage from './verify-certificate-page';

const render = (id: string) =>
  renderWithApp(<VerifyCertificatePage />, { path: '/certificates/verify/$id', url: `/certificates/verify/${id}` });

describe('VerifyCertificatePage', { timeout: 20_000 }, () => {
  it('confirms a certificate with the name, course and date', async () => {
    mockFetch(
      byPath({
        '/v1/certificates/verify/abc': () => ({
          status: 200,
          body: {
            data: {
              id: 'abc',
              name: 'Grace Hopper',
              course_name: 'Fire Safety',
              completed_at: '2025-03-03T10:00:00.000Z',
              completed_date_formatted: 'Monday, 3 March 2025',
            },
          },
        }),
      }),
    );
    render('abc');
    expect(await screen.findByText('This certificate is valid.')).toBeTruthy();
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('Fire Safety')).toBeTruthy();
    expect(screen.getByText('Monday, 3 March 2025')).toBeTruthy();
  });

  it('says so for an unknown id', async () => {
    mockFetch(byPath({}));
    render('nope');
    expect(await screen.findByText(MSG.CERTIFICATE_NOT_FOUND)).toBeTruthy();
  });
});
