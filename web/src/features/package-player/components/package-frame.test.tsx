import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PACKAGE_PLAYER_TEXT, ROLE, type TAsset, type TPackageItem, type TPackageLaunch } from '@skillway/shared';
import { axeViolations } from '../../../test/axe';
import { mockFetch, renderWithApp } from '../../../test/render';
import { profile } from '../../../test/people-fixtures';
import { asset } from '../../learning/test-fixtures';
import PackageFrame from './package-frame';

const item = (id: string, title: string): TPackageItem => ({
  id,
  title,
  launch: `${id}/index.html`,
  parameters: null,
  mastery_score: null,
  move_on: null,
  launch_method: null,
  activity_id: null,
});

const ITEMS = [item('sco-1', 'Welcome'), item('sco-2', 'Evacuation'), item('sco-3', 'Quiz')];

const material = (standard: 'scorm12' | 'scorm2004' | 'xapi', items = ITEMS): TAsset =>
  asset({
    id: 'a1',
    title: 'Fire drill',
    asset_type: 'package',
    package: {
      status: 'ready',
      standard,
      version: null,
      title: 'Fire drill',
      activity_id: null,
      mastery_score: null,
      items,
      error: null,
    },
  });

function launch(overrides: Partial<TPackageLaunch> & { item: TPackageItem }): TPackageLaunch {
  return {
    asset_id: 'a1',
    standard: 'scorm12',
    items: ITEMS,
    content_url: `/content/co1/a1/${overrides.item.launch}`,
    session: 'claims.sig',
    commit_url: '/v1/package-player/commit/claims.sig',
    expires_at: '2026-11-26T16:00:00Z',
    scorm: { version: '1.2', cmi: { core: { lesson_location: 'page-4', exit: 'suspend' }, suspend_data: 'saved' } },
    ...overrides,
  };
}

/** The player's calls: the profile, packagePlayer.open (per item), commits; xapi.launch when asked. */
function serve(answer: (body: { item?: string }) => TPackageLaunch, commitStatus = 204) {
  return mockFetch((url, init) => {
    if (url === '/v1/user/profile')
      return {
        status: 200,
        body: { data: profile(ROLE.USER, { id: 'u1', first_name: 'Ada', last_name: 'Lovelace' }) },
      };
    if (url === '/v1/package-player/a1/open')
      return { status: 200, body: { data: answer(JSON.parse(String(init.body)) as { item?: string }) } };
    if (url === '/v1/xapi-launch/a1') {
      return {
        status: 200,
        body: { launch_url: '/content/co1/a1/index.html?endpoint=%2Fv1%2Fxapi%2F&registration=r1', registration: 'r1' },
      };
    }
    if (url.startsWith('/v1/package-player/commit/')) return { status: commitStatus };
    return { status: 404, body: { message: 'Not found' } };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.API;
  delete window.API_1484_11;
});

describe('PackageFrame', () => {
  it('installs the SCORM 1.2 API with the saved cmi before the content loads, and commits to the commit URL', async () => {
    const calls = serve(() => launch({ item: ITEMS[0]!, items: [ITEMS[0]!] }));
    const onProgress = vi.fn();
    renderWithApp(<PackageFrame asset={material('scorm12', [ITEMS[0]!])} onProgress={onProgress} />);

    const frame = await screen.findByTitle('Fire drill');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/content/co1/a1/sco-1/index.html');
    // One item: no table of contents.
    expect(screen.queryByRole('navigation', { name: 'Package contents' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open full screen' })).toBeTruthy();

    const api = window.API!;
    expect(api).toBeTruthy();
    expect(api.LMSInitialize('')).toBe('true');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('page-4');
    expect(api.LMSGetValue('cmi.suspend_data')).toBe('saved');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(api.LMSGetValue('cmi.core.student_name')).toBe('Lovelace, Ada');

    api.LMSSetValue('cmi.core.lesson_status', 'completed');
    api.LMSFinish('');
    await waitFor(() => expect(calls.some((call) => call.url === '/v1/package-player/commit/claims.sig')).toBe(true));
    const commit = calls.find((call) => call.url === '/v1/package-player/commit/claims.sig')!;
    expect(commit.init.method).toBe('POST');
    const body = JSON.parse(String(commit.init.body)) as { cmi: { core: Record<string, unknown> }; finished: boolean };
    expect(body.finished).toBe(true);
    expect(body.cmi.core.lesson_status).toBe('completed');
    // The commit answered: the course (progress, state) is read again.
    await waitFor(() => expect(onProgress).toHaveBeenCalled());
  });

  it('hands unsaved data to sendBeacon when the page is hidden, and takes the API away on closing', async () => {
    serve(() => launch({ item: ITEMS[0]!, items: [ITEMS[0]!] }));
    const beacons: { url: string; data: string }[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, data: string) => beacons.push({ url, data }) > 0,
    });
    const { unmount } = renderWithApp(<PackageFrame asset={material('scorm12', [ITEMS[0]!])} onProgress={vi.fn()} />);
    await screen.findByTitle('Fire drill');
    const api = window.API!;
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_location', 'page-5');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/v1/package-player/commit/claims.sig');
    const sent = JSON.parse(beacons[0]!.data) as { cmi: { core: Record<string, unknown> } };
    expect(sent.cmi.core.lesson_location).toBe('page-5');
    unmount();
    expect(window.API).toBeUndefined();
  });

  it('lists a multi-item package, marks the current item and launches another one chosen from it', async () => {
    const opened: (string | undefined)[] = [];
    serve((body) => {
      opened.push(body.item);
      const chosen = ITEMS.find((entry) => entry.id === body.item) ?? ITEMS[0]!;
      return launch({ standard: 'scorm2004', item: chosen, scorm: { version: '2004', cmi: {} } });
    });
    renderWithApp(<PackageFrame asset={material('scorm2004')} onProgress={vi.fn()} />);
    const contents = await screen.findByRole('navigation', { name: 'Package contents' });
    // axe cannot enter the content's frame in jsdom: the table of contents is checked here, the frame's title above.
    expect(await axeViolations(contents)).toEqual([]);
    const welcome = within(contents).getByRole('button', { name: /Welcome/ });
    expect(welcome.getAttribute('aria-current')).toBe('step');
    expect(within(contents).getByText(/other SCORM 2004 sequencing rules of the package are not applied/)).toBeTruthy();
    expect(window.API_1484_11).toBeTruthy();

    // Arrow keys move between the items.
    welcome.focus();
    fireEvent.keyDown(welcome, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Evacuation');
    fireEvent.click(document.activeElement!);
    await waitFor(() =>
      expect(screen.getByTitle('Fire drill').getAttribute('src')).toBe('/content/co1/a1/sco-2/index.html'),
    );
    expect(opened).toEqual([undefined, 'sco-2']);
    expect(
      within(screen.getByRole('navigation', { name: 'Package contents' }))
        .getByRole('button', { name: /Evacuation/ })
        .getAttribute('aria-current'),
    ).toBe('step');
  });

  it('goes on to the next item when a SCORM 2004 SCO terminates with a continue request', async () => {
    serve((body) => {
      const chosen = ITEMS.find((entry) => entry.id === body.item) ?? ITEMS[0]!;
      return launch({ standard: 'scorm2004', item: chosen, scorm: { version: '2004', cmi: {} } });
    });
    renderWithApp(<PackageFrame asset={material('scorm2004')} onProgress={vi.fn()} />);
    await screen.findByTitle('Fire drill');
    const api = window.API_1484_11!;
    api.Initialize('');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('adl.nav.request', 'continue');
    api.Terminate('');
    await waitFor(() =>
      expect(screen.getByTitle('Fire drill').getAttribute('src')).toBe('/content/co1/a1/sco-2/index.html'),
    );
  });

  it('launches an xAPI package through xapi.launch and loads its launch URL', async () => {
    const calls = serve(() => launch({ standard: 'xapi', item: ITEMS[0]!, items: [ITEMS[0]!], scorm: null }));
    renderWithApp(<PackageFrame asset={material('xapi', [ITEMS[0]!])} onProgress={vi.fn()} />);
    const frame = await screen.findByTitle('Fire drill');
    expect(frame.getAttribute('src')).toBe('/content/co1/a1/index.html?endpoint=%2Fv1%2Fxapi%2F&registration=r1');
    const xapi = calls.find((call) => call.url === '/v1/xapi-launch/a1')!;
    expect(JSON.parse(String(xapi.init.body))).toEqual({ item: 'sco-1' });
    expect(window.API).toBeUndefined();
    expect(window.API_1484_11).toBeUndefined();
  });

  it('says why a package cannot be opened', async () => {
    mockFetch((url) =>
      url === '/v1/user/profile'
        ? { status: 200, body: { data: profile(ROLE.USER) } }
        : { status: 409, body: { message: PACKAGE_PLAYER_TEXT.NOT_READY } },
    );
    renderWithApp(<PackageFrame asset={material('scorm12')} onProgress={vi.fn()} />);
    expect(await screen.findByText(PACKAGE_PLAYER_TEXT.NOT_READY)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when a commit is refused (an expired launch) and opens the package again on request', async () => {
    let session = 0;
    const calls = serve(() => {
      session += 1;
      return launch({
        item: ITEMS[0]!,
        items: [ITEMS[0]!],
        session: `s${session}.sig`,
        commit_url: `/v1/package-player/commit/s${session}.sig`,
      });
    }, 401);
    renderWithApp(<PackageFrame asset={material('scorm12', [ITEMS[0]!])} onProgress={vi.fn()} />);
    await screen.findByTitle('Fire drill');
    const api = window.API!;
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_location', 'page-9');
    api.LMSFinish('');
    expect(await screen.findByText('Your latest progress could not be saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open again' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/v1/package-player/a1/open')).toHaveLength(2));
    await waitFor(() => expect(window.API).not.toBe(api));
    expect(window.API).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Your latest progress could not be saved')).toBeNull());
  });

  it('opens a cmi5 unit with launchMethod OwnWindow in a window of its own, not in the frame', async () => {
    const unit = { ...ITEMS[0]!, launch_method: 'OwnWindow' as const };
    serve(() => launch({ standard: 'cmi5', item: unit, items: [unit], scorm: null }));
    renderWithApp(<PackageFrame asset={material('xapi', [unit])} onProgress={vi.fn()} />);
    const open = await screen.findByRole('link', { name: 'Open Welcome' });
    expect(open.getAttribute('href')).toBe('/content/co1/a1/index.html?endpoint=%2Fv1%2Fxapi%2F&registration=r1');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTitle('Fire drill')).toBeNull();
  });
});
