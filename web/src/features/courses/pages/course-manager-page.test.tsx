import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { byPath, pagination } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { fullCourse } from '../../learning/test-fixtures';
import CourseManagerPage from './course-manager-page';

function renderManager() {
  renderWithApp(<CourseManagerPage />, { path: '/admin/courses/$id', url: '/admin/courses/nope' });
}

describe('CourseManagerPage', () => {
  it('says a course that is not there was not found, with the way back to the library', async () => {
    mockFetch(() => ({ status: 404, body: { message: 'Not found.' } }));
    renderManager();
    expect(await screen.findByText('Course not found')).toBeTruthy();
    expect(screen.queryByText(MSG.GENERIC_ERROR)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Full Course Library' }).getAttribute('href')).toBe(
      '/admin/courses',
    );
  });

  it('keeps the load error for a failure that is not a 404', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Server Error' } }));
    renderManager();
    expect(await screen.findByText('This course could not be loaded')).toBeTruthy();
    expect(screen.getByText(MSG.GENERIC_ERROR)).toBeTruthy();
  });

  it("says the course's recertification in words and edits it in a side panel", async () => {
    const recertification = {
      required: true,
      validity: 'months' as const,
      months: 12,
      expiry_date: null,
      base: 'anniversary' as const,
      anniversary: '04-01',
      window_days: 30,
      deadline_days_after: 14,
      renewal_course_id: null,
      // First Aid.
      renewal_external_type: 353362,
    };
    mockFetch(
      byPath({
        '/v1/courses/c1/materials': () => ({ status: 200, body: { data: [] } }),
        '/v1/courses/c1': () => ({ status: 200, body: { data: fullCourse({ id: 'c1', recertification }) } }),
        '/v1/courses': () => ({ status: 200, body: { data: [], meta: pagination(0, 1, 1000) } }),
      }),
    );
    renderWithApp(<CourseManagerPage />, { path: '/admin/courses/$id', url: '/admin/courses/c1' });
    const section = await screen.findByRole('region', { name: 'Recertification' });
    const text = within(section);
    expect(text.getByText('Certificates are valid for 12 months, on a fixed anniversary (1 April).')).toBeTruthy();
    expect(
      text.getByText(
        'Learners are enrolled again 30 days before their certificate expires; the renewal is due 14 days after it.',
      ),
    ).toBeTruthy();
    expect(text.getByText('An external training record of type First Aid renews it.')).toBeTruthy();
    expect(text.getByText('Shown on the Compliance screen.')).toBeTruthy();

    fireEvent.click(text.getByRole('button', { name: 'Edit Recertification' }));
    const form = await screen.findByRole('form', { name: 'Recertification' });
    expect(within(form).getByRole('radio', { name: 'A number of months' })).toHaveProperty('checked', true);
  });

  it('says a course without settings has certificates that never expire', async () => {
    mockFetch(
      byPath({
        '/v1/courses/c1/materials': () => ({ status: 200, body: { data: [] } }),
        '/v1/courses/c1': () => ({ status: 200, body: { data: fullCourse({ id: 'c1', recertification: null }) } }),
      }),
    );
    renderWithApp(<CourseManagerPage />, { path: '/admin/courses/$id', url: '/admin/courses/c1' });
    expect(await screen.findByText('Certificates never expire.')).toBeTruthy();
    expect(screen.getByText('Not on the Compliance screen.')).toBeTruthy();
  });

  it("opens the course's History: the audit log's events about it", async () => {
    const calls = mockFetch(
      byPath({
        '/v1/courses/c1/materials': () => ({ status: 200, body: { data: [] } }),
        '/v1/courses/c1': () => ({ status: 200, body: { data: fullCourse({ id: 'c1', name: 'Fire Safety' }) } }),
        '/v1/audit-log/actions': () => ({ status: 200, body: { data: [] } }),
        '/v1/audit-log': () => ({ status: 200, body: { data: [], meta: { next_cursor: null } } }),
        '/v1/clients-baisc-details': () => ({ status: 200, body: { data: [] } }),
      }),
    );
    renderWithApp(<CourseManagerPage />, { path: '/admin/courses/$id', url: '/admin/courses/c1' });
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Changes to Fire Safety will be listed here.')).toBeTruthy();
    const query = calls
      .map((call) => new URL(call.url, 'http://localhost'))
      .find((url) => url.pathname === '/v1/audit-log')!.searchParams;
    expect([query.get('target_type'), query.get('target_id')]).toEqual(['course', 'c1']);
  });
});
