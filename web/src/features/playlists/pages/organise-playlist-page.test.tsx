import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPLIANCE_MESSAGES, type TPlaylist, type TPlaylistModule } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { byPath, pagination } from '../../../test/people-fixtures';
import { mockFetch, renderWithApp } from '../../../test/render';
import OrganisePlaylistPage from './organise-playlist-page';

// Toasts live in a module-level store: each test starts without the previous one's.
beforeEach(() => notifications.clean());

/** The company's courses (the Renewal course options): the playlist's two and a refresher outside it. */
const COURSES = [
  { id: 'c1', name: 'Fire Safety' },
  { id: 'c2', name: 'First Aid' },
  { id: 'c3', name: 'Fire Safety Refresher' },
];

function moduleOf(id: string, name: string, sort_order: number): TPlaylistModule {
  return {
    id,
    name,
    description: '',
    minutes: 30,
    thumbnail: null,
    published: true,
    level: 1,
    sort_order,
    enrolled: null,
  };
}

function playlistOf(modules: TPlaylistModule[]): TPlaylist {
  return {
    id: 'p1',
    name: 'Health and Safety Programme',
    description: '',
    thumbnailOption: 'icon',
    icon: 'book',
    thumbnail: null,
    published: modules.length > 0,
    levels: 1,
    total_modules: modules.length,
    total_published_modules: modules.length,
    individual_users: 0,
    group_users: 0,
    total_groups: 0,
    total_users: 0,
    total_assets: 0,
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    modules,
  };
}

const PROGRAMME = [moduleOf('c1', 'Fire Safety', 0), moduleOf('c2', 'First Aid', 1)];

async function renderPage({
  modules = PROGRAMME,
  changed = 0,
}: { modules?: TPlaylistModule[]; changed?: number } = {}) {
  const calls = mockFetch(
    byPath({
      '/v1/channels/p1': () => ({ status: 200, body: { data: playlistOf(modules) } }),
      '/v1/playlists/p1/recertification/impact': () => ({
        status: 200,
        body: { data: { certificates: 5, changed } },
      }),
      '/v1/playlists/p1/recertification': (_url, init) => {
        const recalculated = JSON.parse(String(init.body)).recalculate ? changed : 0;
        return {
          status: 200,
          body: {
            message: COMPLIANCE_MESSAGES.PLAYLIST_SAVED(modules.length, recalculated),
            data: { courses: modules.length, recalculated },
          },
        };
      },
      '/v1/courses': () => ({ status: 200, body: { data: COURSES, meta: pagination(COURSES.length, 1, 1000) } }),
    }),
  );
  renderWithApp(<OrganisePlaylistPage />, {
    path: '/admin/playlists/organise/$id',
    url: '/admin/playlists/organise/p1',
    mantineEnv: 'test',
  });
  const section = await screen.findByRole('region', { name: 'Recertification' });
  const sent = (suffix: string) =>
    calls
      .filter((call) => new URL(call.url, 'http://localhost').pathname === `/v1/playlists/p1/recertification${suffix}`)
      .map((call) => ({
        method: call.init.method,
        body: JSON.parse(String(call.init.body)) as Record<string, unknown>,
      }));
  return { section, saves: () => sent(''), impacts: () => sent('/impact') };
}

async function openPanel(section: HTMLElement) {
  fireEvent.click(within(section).getByRole('button', { name: 'Set Recertification for All Courses' }));
  return screen.findByRole('form', { name: 'Recertification' });
}

function chooseTwentyFourMonths(form: HTMLElement) {
  fireEvent.click(within(form).getByRole('radio', { name: 'A number of months' }));
  fireEvent.change(within(form).getByRole('textbox', { name: 'Validity (months)' }), { target: { value: '24' } });
}

const save = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Save Recertification' }));

const TWENTY_FOUR_MONTHS = {
  required: true,
  validity: 'months',
  months: 24,
  expiry_date: null,
  base: 'completion',
  anniversary: null,
  window_days: 30,
  deadline_days_after: 0,
  renewal_course_id: null,
  renewal_external_type: null,
};

describe('OrganisePlaylistPage: Recertification', () => {
  it('says what the section does, and has no axe violations', async () => {
    const { section } = await renderPage();
    expect(
      within(section).getByText('Set the same certificate validity and renewal for every course of this playlist.'),
    ).toBeTruthy();
    expect(
      within(section).getByRole<HTMLButtonElement>('button', { name: 'Set Recertification for All Courses' }).disabled,
    ).toBe(false);
    expect(await axeViolations(section)).toEqual([]);
  });

  it("leaves the playlist's own courses out of the renewal courses", async () => {
    const { section } = await renderPage();
    const form = await openPanel(section);
    chooseTwentyFourMonths(form);
    await waitFor(() => expect(within(form).queryByText('Loading…')).toBeNull());
    fireEvent.click(within(form).getByRole('combobox', { name: 'Renewal course (optional)' }));
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['Fire Safety Refresher']);
  });

  it('asks first how many certificates of its courses change, then recalculates them and says so', async () => {
    const { section, saves, impacts } = await renderPage({ changed: 2 });
    const form = await openPanel(section);
    expect(await axeViolations(form)).toEqual([]);
    chooseTwentyFourMonths(form);
    save(form);

    const dialog = await screen.findByRole('dialog', { name: 'Certificates already issued' });
    expect(
      within(dialog).getByText(
        'These settings would change the expiry date of 2 certificates already issued. Keep their existing expiry dates, or recalculate them?',
      ),
    ).toBeTruthy();
    expect(impacts()).toEqual([{ method: 'POST', body: TWENTY_FOUR_MONTHS }]);
    expect(saves()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Recalculate 2 certificates' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({ method: 'PUT', body: { ...TWENTY_FOUR_MONTHS, recalculate: true } });
    expect(
      await screen.findByText('Recertification settings saved on 2 courses. 2 certificates recalculated.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Recertification' })).toBeNull());
  });

  it('saves without a question when no issued certificate would change, even for Never expires', async () => {
    const { section, saves, impacts } = await renderPage({ changed: 0 });
    const form = await openPanel(section);
    save(form);
    await waitFor(() => expect(saves()).toHaveLength(1));
    // The courses each have their own rule, so the impact is asked even though the form starts at Never expires.
    expect(impacts()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves()[0]?.body).toMatchObject({ validity: 'never', required: false });
    expect(saves()[0]?.body.recalculate).toBeUndefined();
    expect(await screen.findByText('Recertification settings saved on 2 courses.')).toBeTruthy();
  });

  it('offers nothing to set on a playlist without courses', async () => {
    const { section } = await renderPage({ modules: [] });
    expect(
      within(section).getByRole<HTMLButtonElement>('button', { name: 'Set Recertification for All Courses' }).disabled,
    ).toBe(true);
  });
});
