import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCatalogueCourse } from '@skillway/shared';
import { signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import InstallCoursesPage from './install-courses-page';

const image = (slug: string) =>
  Object.fromEntries(
    ['small', 'medium', 'large', 'small_new', 'thumb'].map((preset) => [
      preset,
      `http://localhost/v1/images/${preset}/catalogue/${slug}.jpg?exp=1&sig=x`,
    ]),
  ) as Omit<TCatalogueCourse['thumbnail'], 'key'>;

function row(slug: string, name: string, installed = false): TCatalogueCourse {
  return {
    slug,
    name,
    description: '<p>Who it is for: everyone.</p>',
    course_type: 353359,
    course_type_name: 'Health and Safety',
    minutes: 35,
    topics: [],
    total_materials: 3,
    total_questions: 12,
    material_types: ['video', 'document', 'link'],
    language: 'en-GB',
    thumbnail: { key: `catalogue/${slug}.jpg`, ...image(slug) },
    installed,
    course_id: installed ? 'course-1' : null,
  };
}

describe('Install Courses', () => {
  it('shows every catalogue course with its picture', async () => {
    signInAs(1);
    mockFetch(() => ({
      status: 200,
      body: {
        data: [row('fire-safety-awareness', 'Fire Safety Awareness'), row('manual-handling', 'Manual Handling', true)],
      },
    }));
    const { container } = renderWithApp(<InstallCoursesPage />, { path: '/admin/install-courses' });
    const fire = await screen.findByRole('article', { name: 'Fire Safety Awareness' });
    expect(within(fire).getByRole('button', { name: 'Install: Fire Safety Awareness' })).toBeTruthy();
    const handling = screen.getByRole('article', { name: 'Manual Handling' });
    expect(within(handling).getByRole('link', { name: 'Open in your library: Manual Handling' })).toBeTruthy();
    // The catalogue is offered in English, named in its own words and marked as that language.
    for (const card of [fire, handling])
      expect(within(card).getByText('English (UK)').closest('[lang]')?.getAttribute('lang')).toBe('en-GB');
    const pictures = [...container.querySelectorAll('article img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual([
      expect.stringContaining('/v1/images/large/catalogue/fire-safety-awareness.jpg'),
      expect.stringContaining('/v1/images/large/catalogue/manual-handling.jpg'),
    ]);
  });

  it('says when the catalogue could not be loaded, and Try again loads it again', async () => {
    signInAs(1);
    let calls = 0;
    mockFetch(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Internal Server Error' } }
        : { status: 200, body: { data: [row('manual-handling', 'Manual Handling')] } };
    });
    renderWithApp(<InstallCoursesPage />, { path: '/admin/install-courses' });
    expect(await screen.findByText('The course catalogue could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Manual Handling' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('The course catalogue could not be loaded')).toBeNull());
  });
});
