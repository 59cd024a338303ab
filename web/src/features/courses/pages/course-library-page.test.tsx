import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TCourse, TLanguage } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, pagination, signInAs } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import { fullCourse } from '../../learning/test-fixtures';
import CourseLibraryPage from './course-library-page';

const course = (n: number, language: TLanguage): TCourse =>
  fullCourse({ id: `c${n}`, name: `Course ${n}`, language, published: false, total_materials: 0 });

/** Twelve courses: the first in Polish, the second in Spanish, the rest in English (UK). */
const ALL = Array.from({ length: 12 }, (_, i) => course(i + 1, i === 0 ? 'pl' : i === 1 ? 'es' : 'en-GB'));

/** GET /courses as the server answers it: the language filter first, then the page. */
function library() {
  return mockFetch(
    byPath({
      '/v1/courses': (url) => {
        const language = url.searchParams.get('language');
        const rows = language ? ALL.filter((row) => row.language === language) : ALL;
        const page = Number(url.searchParams.get('page') ?? 1);
        return {
          status: 200,
          body: { data: rows.slice((page - 1) * 10, page * 10), meta: pagination(rows.length, page, 10) },
        };
      },
    }),
  );
}

const lastCourses = (calls: { url: string }[]) =>
  new URL(calls.filter((call) => call.url.startsWith('/v1/courses?')).at(-1)!.url, 'http://localhost');

describe('Full Course Library', () => {
  it('shows the language each course is written in, named in its own words and marked as that language', async () => {
    signInAs(2);
    library();
    renderWithApp(<CourseLibraryPage />, { path: '/admin/courses' });
    const table = await screen.findByRole('table', { name: 'Courses' });
    await within(table).findByText('Course 1');
    expect(within(table).getByRole('columnheader', { name: 'Language' })).toBeTruthy();
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(within(row('Course 1')).getByText('Polski').getAttribute('lang')).toBe('pl');
    expect(within(row('Course 2')).getByText('Español').getAttribute('lang')).toBe('es');
    expect(within(row('Course 3')).getByText('English (UK)').getAttribute('lang')).toBe('en-GB');
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by language beside the name search, back to page 1, and All languages clears it', async () => {
    signInAs(2);
    const calls = library();
    renderWithApp(<CourseLibraryPage />, { path: '/admin/courses', mantineEnv: 'test' });
    const table = await screen.findByRole('table', { name: 'Courses' });
    await within(table).findByText('Course 1');
    expect(lastCourses(calls).searchParams.get('language')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table).findByText('Course 11');

    const filter = screen.getByRole('combobox', { name: 'Filter by language' }) as HTMLInputElement;
    expect(filter.value).toBe('All languages');
    fireEvent.click(filter);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All languages', 'English (UK)', 'Polski', 'Español']);
    // Each language is marked as that language; "All languages" is in the screen's.
    expect(options.map((option) => option.querySelector('[lang]')?.getAttribute('lang') ?? null)).toEqual([
      null,
      'en-GB',
      'pl',
      'es',
    ]);
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('option', { name: 'Polski' }));

    await waitFor(() => expect(within(table).queryByText('Course 11')).toBeNull());
    expect(await within(table).findByText('Course 1')).toBeTruthy();
    expect(within(table).queryByText('Course 3')).toBeNull();
    const filtered = lastCourses(calls);
    expect(filtered.searchParams.get('language')).toBe('pl');
    expect(filtered.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('combobox', { name: 'Filter by language' }));
    fireEvent.click(screen.getByRole('option', { name: 'All languages' }));
    await within(table).findByText('Course 3');
    expect(lastCourses(calls).searchParams.get('language')).toBeNull();
  });

  it('says no courses match when none is in the chosen language', async () => {
    signInAs(2);
    mockFetch(
      byPath({
        '/v1/courses': (url) =>
          url.searchParams.get('language')
            ? { status: 200, body: { data: [], meta: pagination(0, 1, 10) } }
            : { status: 200, body: { data: [course(1, 'en-GB')], meta: pagination(1, 1, 10) } },
      }),
    );
    renderWithApp(<CourseLibraryPage />, { path: '/admin/courses', mantineEnv: 'test' });
    const table = await screen.findByRole('table', { name: 'Courses' });
    await within(table).findByText('Course 1');
    fireEvent.click(screen.getByRole('combobox', { name: 'Filter by language' }));
    fireEvent.click(screen.getByRole('option', { name: 'Español' }));
    expect(await screen.findByText('No courses match your search.')).toBeTruthy();
  });
});
