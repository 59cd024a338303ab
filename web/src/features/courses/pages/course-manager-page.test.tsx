import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { mockFetch, renderWithApp } from '../../../test/render';
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
    expect(screen.getByRole('link', { name: 'Back to Full Course Library' }).getAttribute('href')).toBe('/admin/courses');
  });

  it('keeps the load error for a failure that is not a 404', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Server Error' } }));
    renderManager();
    expect(await screen.findByText('This course could not be loaded', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(MSG.GENERIC_ERROR)).toBeTruthy();
  });
});
