import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PACKAGE_BRIDGE,
  PACKAGE_PLAYER_TEXT,
  ROLE,
  type TAsset,
  type TLaunchPageMessage,
  type TPackageItem,
  type TPackageLaunch,
} from '@skillway/shared';
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

const CONTENT = 'https://content.example.test';
const XAPI_PATH =
  '/content/co1/a1/index.html?endpoint=https%3A%2F%2Fcontent.example.test%2Fv1%2Fxapi%2F&registration=r1';

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
    launch_url: `${CONTENT}/v1/package-player/enter/${overrides.session ?? 'claims.sig'}`,
    content_url: `/content/co1/a1/${overrides.item.launch}`,
    session: 'claims.sig',
    commit_url: '/v1/package-player/commit/claims.sig',
    expires_at: '2026-11-26T16:00:00Z',
    scorm: { version: '1.2', cmi: { core: { lesson_location: 'page-4', exit: 'suspend' }, suspend_data: 'saved' } },
    ...overrides,
  };
}

/** The player's calls: the profile, packagePlayer.open (per item); xapi.launch when asked. */
function serve(answer: (body: { item?: string }) => TPackageLaunch) {
  return mockFetch((url, init) => {
    if (url === '/v1/user/profile')
      return {
        status: 200,
        body: { data: profile(ROLE.USER, { id: 'u1', first_name: 'Ada', last_name: 'Lovelace' }) },
      };
    if (url === '/v1/package-player/a1/open')
      return { status: 200, body: { data: answer(JSON.parse(String(init.body)) as { item?: string }) } };
    if (url === '/v1/xapi-launch/a1') return { status: 200, body: { launch_url: XAPI_PATH, registration: 'r1' } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

/** The package's frame, and what the player posts into it. */
async function packageFrame(): Promise<{ frame: HTMLIFrameElement; posted: { data: unknown; origin: string }[] }> {
  const frame = (await screen.findByTitle('Fire drill')) as HTMLIFrameElement;
  const posted: { data: unknown; origin: string }[] = [];
  vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(((data: unknown, origin: string) => {
    posted.push({ data, origin });
  }) as Window['postMessage']);
  return { frame, posted };
}

/** The launch page (or anyone else) says something to the player. */
function fromFrame(
  frame: HTMLIFrameElement,
  data: TLaunchPageMessage | Record<string, unknown>,
  { origin = CONTENT, source = frame.contentWindow as MessageEventSource | null } = {},
) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PackageFrame', () => {
  it('frames the launch on the content origin, sandboxed, and hands the launch page the SCORM launch when it is ready', async () => {
    serve(() => launch({ item: ITEMS[0]!, items: [ITEMS[0]!] }));
    const onProgress = vi.fn();
    renderWithApp(<PackageFrame asset={material('scorm12', [ITEMS[0]!])} onProgress={onProgress} />);

    const { frame, posted } = await packageFrame();
    expect(frame.getAttribute('src')).toBe(`${CONTENT}/v1/package-player/enter/claims.sig`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    // One item: no table of contents.
    expect(screen.queryByRole('navigation', { name: 'Package contents' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open full screen' })).toBeTruthy();

    fromFrame(frame, { type: PACKAGE_BRIDGE.READY });
    expect(posted).toEqual([
      {
        origin: CONTENT,
        data: {
          type: PACKAGE_BRIDGE.START,
          version: '1.2',
          cmi: { core: { lesson_location: 'page-4', exit: 'suspend' }, suspend_data: 'saved' },
          item: { parameters: null, mastery_score: null },
          learner: { id: 'u1', name: 'Lovelace, Ada' },
          title: 'Welcome',
          content_path: '/content/co1/a1/sco-1/index.html',
          commit_path: '/v1/package-player/commit/claims.sig',
        },
      },
    ]);
    // A commit saved: the course (progress, state) is read again.
    onProgress.mockClear();
    fromFrame(frame, { type: PACKAGE_BRIDGE.SAVED, finished: true });
    expect(onProgress).toHaveBeenCalled();
  });

  it('reads messages only from its frame on the content origin: anyone else is ignored', async () => {
    serve(() => launch({ item: ITEMS[0]!, items: [ITEMS[0]!] }));
    const onProgress = vi.fn();
    renderWithApp(<PackageFrame asset={material('scorm12', [ITEMS[0]!])} onProgress={onProgress} />);
    const { frame, posted } = await packageFrame();
    onProgress.mockClear();
    fromFrame(frame, { type: PACKAGE_BRIDGE.READY }, { origin: 'https://evil.example' });
    fromFrame(frame, { type: PACKAGE_BRIDGE.READY }, { source: window });
    fromFrame(frame, { type: PACKAGE_BRIDGE.SAVED, finished: true }, { origin: 'https://evil.example' });
    fromFrame(frame, { type: 'something-else' });
    expect(posted).toEqual([]);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('lists a multi-item package, marks the current item and launches another one chosen from it', async () => {
    const opened: (string | undefined)[] = [];
    serve((body) => {
      opened.push(body.item);
      const chosen = ITEMS.find((entry) => entry.id === body.item) ?? ITEMS[0]!;
      return launch({
        standard: 'scorm2004',
        item: chosen,
        session: `s-${chosen.id}`,
        scorm: { version: '2004', cmi: {} },
      });
    });
    renderWithApp(<PackageFrame asset={material('scorm2004')} onProgress={vi.fn()} />);
    const contents = await screen.findByRole('navigation', { name: 'Package contents' });
    // axe cannot enter the content's frame in jsdom: the table of contents is checked here, the frame's title above.
    expect(await axeViolations(contents)).toEqual([]);
    const welcome = within(contents).getByRole('button', { name: /Welcome/ });
    expect(welcome.getAttribute('aria-current')).toBe('step');
    expect(within(contents).getByText(/other SCORM 2004 sequencing rules of the package are not applied/)).toBeTruthy();

    // Arrow keys move between the items.
    welcome.focus();
    fireEvent.keyDown(welcome, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Evacuation');
    fireEvent.click(document.activeElement!);
    await waitFor(() =>
      expect(screen.getByTitle('Fire drill').getAttribute('src')).toBe(`${CONTENT}/v1/package-player/enter/s-sco-2`),
    );
    expect(opened).toEqual([undefined, 'sco-2']);
    expect(
      within(screen.getByRole('navigation', { name: 'Package contents' }))
        .getByRole('button', { name: /Evacuation/ })
        .getAttribute('aria-current'),
    ).toBe('step');
  });

  it('goes on to the next item when the launch page says a SCORM 2004 SCO terminated with a continue request', async () => {
    serve((body) => {
      const chosen = ITEMS.find((entry) => entry.id === body.item) ?? ITEMS[0]!;
      return launch({
        standard: 'scorm2004',
        item: chosen,
        session: `s-${chosen.id}`,
        scorm: { version: '2004', cmi: {} },
      });
    });
    renderWithApp(<PackageFrame asset={material('scorm2004')} onProgress={vi.fn()} />);
    const { frame } = await packageFrame();
    fromFrame(frame, { type: PACKAGE_BRIDGE.NAVIGATE, request: { kind: 'continue' } });
    await waitFor(() =>
      expect(screen.getByTitle('Fire drill').getAttribute('src')).toBe(`${CONTENT}/v1/package-player/enter/s-sco-2`),
    );
  });

  it('launches an xAPI package through xapi.launch and enters the content origin at its launch URL', async () => {
    const calls = serve(() => launch({ standard: 'xapi', item: ITEMS[0]!, items: [ITEMS[0]!], scorm: null }));
    renderWithApp(<PackageFrame asset={material('xapi', [ITEMS[0]!])} onProgress={vi.fn()} />);
    const frame = await screen.findByTitle('Fire drill');
    expect(frame.getAttribute('src')).toBe(
      `${CONTENT}/v1/package-player/enter/claims.sig?${new URLSearchParams({ to: XAPI_PATH }).toString()}`,
    );
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    const xapi = calls.find((call) => call.url === '/v1/xapi-launch/a1')!;
    expect(JSON.parse(String(xapi.init.body))).toEqual({ item: 'sco-1' });
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
      return launch({ item: ITEMS[0]!, items: [ITEMS[0]!], session: `s${session}.sig` });
    });
    renderWithApp(<PackageFrame asset={material('scorm12', [ITEMS[0]!])} onProgress={vi.fn()} />);
    const { frame } = await packageFrame();
    fromFrame(frame, { type: PACKAGE_BRIDGE.FAILED });
    expect(await screen.findByText('Your latest progress could not be saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open again' }));
    await waitFor(() => expect(calls.filter((call) => call.url === '/v1/package-player/a1/open')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByTitle('Fire drill').getAttribute('src')).toBe(`${CONTENT}/v1/package-player/enter/s2.sig`),
    );
    await waitFor(() => expect(screen.queryByText('Your latest progress could not be saved')).toBeNull());
  });

  it('opens a cmi5 unit with launchMethod OwnWindow in a window of its own, not in the frame', async () => {
    const unit = { ...ITEMS[0]!, launch_method: 'OwnWindow' as const };
    serve(() => launch({ standard: 'cmi5', item: unit, items: [unit], scorm: null }));
    renderWithApp(<PackageFrame asset={material('xapi', [unit])} onProgress={vi.fn()} />);
    const open = await screen.findByRole('link', { name: 'Open Welcome' });
    expect(open.getAttribute('href')).toBe(
      `${CONTENT}/v1/package-player/enter/claims.sig?${new URLSearchParams({ to: XAPI_PATH }).toString()}`,
    );
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTitle('Fire drill')).toBeNull();
  });
});
