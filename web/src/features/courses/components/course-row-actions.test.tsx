import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG, type TCourse } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { mockFetch, renderWithApp } from '../../../test/render';
import { CourseRowActions } from './course-row-actions';

const course = { id: 'c1', name: 'Fire Safety', test: { id: 't1' } } as TCourse;

/** Mantine's focus placeholder at the top of every menu (docs/accessibility.md): the one finding let through. */
const MENU_PLACEHOLDER = /^aria-required-children: #mantine-\w+-dropdown$/;

function renderActions() {
  const handlers = { onDetails: vi.fn(), onEnrolment: vi.fn(), onNotification: vi.fn() };
  const calls = mockFetch((_url, init) =>
    init.method === 'DELETE'
      ? { status: 200, body: { message: MSG.COURSE_DELETED } }
      : { status: 200, body: { message: MSG.COURSE_ARCHIVED, data: { archived: 0 } } },
  );
  const view = renderWithApp(<CourseRowActions course={course} {...handlers} />, {
    path: '/admin/courses',
    mantineEnv: 'test',
  });
  return { ...handlers, calls, ...view };
}

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'More actions: Fire Safety' }));
  return screen.findByRole('menu');
}

describe('CourseRowActions', () => {
  it('keeps Content, Enrol and Reports as icon buttons with their names', async () => {
    const { onEnrolment } = renderActions();
    const content = await screen.findByRole('link', { name: 'Content of Fire Safety' });
    expect(content.getAttribute('href')).toBe('/admin/courses/c1');
    expect(screen.getByRole('link', { name: 'Reports of Fire Safety' }).getAttribute('href')).toBe(
      '/admin/courses-report/c1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enrol on Fire Safety' }));
    expect(onEnrolment).toHaveBeenCalledWith(course, 'enrol');
    // The rest wait behind the menu: no View, Delete or Archive button on the row itself.
    expect(screen.queryByRole('button', { name: 'Delete Fire Safety' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View Fire Safety' })).toBeNull();
    const more = screen.getByRole('button', { name: 'More actions: Fire Safety' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
  });

  it('lists the rarer actions in the More actions menu, the destructive two last and in red', async () => {
    const { onDetails, onEnrolment, onNotification, container } = renderActions();
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'View as a User',
      'Edit Details',
      'Unenroll Users / Groups',
      'Set Deadlines',
      'Edit Notification',
      'Manage Test',
      'Archive Course Data',
      'Delete Course',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'View as a User' }).getAttribute('href')).toBe(
      '/admin/courses/detail/c1',
    );
    for (const name of ['Archive Course Data', 'Delete Course']) {
      expect(within(menu).getByRole('menuitem', { name }).getAttribute('style')).toContain('red');
    }
    const found = await axeViolations(container.ownerDocument.body);
    expect(found.filter((line) => !MENU_PLACEHOLDER.test(line))).toEqual([]);

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit Details' }));
    expect(onDetails).toHaveBeenCalledWith(course);
    // The panel opens from the More actions button, which gets the focus back when it closes.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More actions: Fire Safety' }));
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Unenroll Users / Groups' }));
    expect(onEnrolment).toHaveBeenLastCalledWith(course, 'remove');
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Set Deadlines' }));
    expect(onEnrolment).toHaveBeenLastCalledWith(course, 'deadline');
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Edit Notification' }));
    expect(onNotification).toHaveBeenCalledWith(course);
  });

  it('opens the course test from the menu', async () => {
    const { router } = renderActions();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Manage Test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/courses/test/t1'));
  });

  it('still asks before deleting or archiving, and does nothing when cancelled', async () => {
    const { calls } = renderActions();
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete Course' }));
    expect(await screen.findByText(MSG.COURSE_DELETE_CONFIRM)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(MSG.COURSE_DELETE_CONFIRM)).toBeNull());
    expect(calls).toEqual([]);

    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Archive Course Data' }));
    expect(await screen.findByText(MSG.COURSE_ARCHIVE_CONFIRM)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MSG.COURSE_ARCHIVED)).toBeTruthy();
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual(['POST /v1/archive-all-user-course/c1']);

    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Delete Course' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.map((call) => call.init.method)).toEqual(['POST', 'DELETE']));
    expect(calls[1]?.url).toMatch(/^\/v1\/courses\/c1/);
  });
});
