import { afterEach, describe, expect, it, vi } from 'vitest';
import { PACKAGE_BRIDGE, type TScormStartMessage } from '@skillway/shared';
import { activateLaunchLanguage } from './launch-language';
import { runLaunchPage } from './launch-page';

const APP = 'https://learn.example.test';

const START: TScormStartMessage = {
  type: PACKAGE_BRIDGE.START,
  version: '1.2',
  cmi: { core: { lesson_location: 'page-4', exit: 'suspend' }, suspend_data: 'saved' },
  item: { parameters: null, mastery_score: 80 },
  learner: { id: 'u1', name: 'Lovelace, Ada' },
  title: 'Welcome',
  content_path: '/content/co1/a1/sco-1/index.html',
  commit_path: '/v1/package-player/commit/claims.sig',
};

/** A launch page in a frame of this test's window (its parent, standing in for the course player). */
function launchPage(search = `?app=${encodeURIComponent(APP)}`) {
  const holder = document.createElement('iframe');
  document.body.append(holder);
  const win = holder.contentWindow!;
  // jsdom's frame sees its parent through a proxy of its own: the test speaks through the same one.
  const parent = win.parent;
  const told: { message: unknown; origin: string }[] = [];
  vi.spyOn(parent, 'postMessage').mockImplementation(((message: unknown, origin: string) => {
    told.push({ message, origin });
  }) as Window['postMessage']);
  const stop = runLaunchPage(win, search);
  const send = (data: unknown, { origin = APP, source = parent as MessageEventSource | null } = {}) =>
    win.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { win, told, stop, send, holder };
}

function stubCommits(status = 204) {
  const commits: { url: string; body: { cmi: Record<string, unknown>; finished: boolean } }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    commits.push({ url, body: JSON.parse(String(init.body)) as (typeof commits)[number]['body'] });
    return new Response(null, { status });
  });
  return commits;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the SCORM launch page', () => {
  it('tells the player it is ready, takes its launch, installs the API with the saved cmi and frames the item', async () => {
    stubCommits();
    const page = launchPage();
    expect(page.told).toEqual([{ message: { type: PACKAGE_BRIDGE.READY }, origin: APP }]);
    page.send(START);
    await vi.waitFor(() => expect(page.win.API).toBeTruthy());
    const api = page.win.API!;
    expect(api.LMSInitialize('')).toBe('true');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('page-4');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(api.LMSGetValue('cmi.core.student_name')).toBe('Lovelace, Ada');
    const frame = page.win.document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(START.content_path);
    expect(frame.title).toBe('Welcome');
    page.stop();
  });

  it("commits to the session's path on its own origin and tells the player, which then reads progress again", async () => {
    const commits = stubCommits();
    const page = launchPage();
    page.send(START);
    await vi.waitFor(() => expect(page.win.API).toBeTruthy());
    const api = page.win.API!;
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    api.LMSFinish('');
    await vi.waitFor(() => expect(commits).toHaveLength(1));
    expect(commits[0]!.url).toBe(START.commit_path);
    expect(commits[0]!.body.finished).toBe(true);
    await vi.waitFor(() =>
      expect(page.told).toContainEqual({ message: { type: PACKAGE_BRIDGE.SAVED, finished: true }, origin: APP }),
    );
    page.stop();
  });

  it('tells the player when a commit is refused', async () => {
    stubCommits(401);
    const page = launchPage();
    page.send(START);
    await vi.waitFor(() => expect(page.win.API).toBeTruthy());
    page.win.API!.LMSInitialize('');
    page.win.API!.LMSFinish('');
    await vi.waitFor(() => expect(page.told).toContainEqual({ message: { type: PACKAGE_BRIDGE.FAILED }, origin: APP }));
    page.stop();
  });

  it('takes a launch only from its parent window on the app origin, in the expected shape, and only once', async () => {
    stubCommits();
    const page = launchPage();
    // A package's script shares this origin: a message from itself, another origin or another shape is ignored.
    page.send(START, { source: page.win });
    page.send(START, { origin: 'https://evil.example' });
    page.send({ ...START, content_path: 'https://evil.example/x.html' });
    page.send({ ...START, commit_path: 'https://evil.example/steal' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.win.API).toBeUndefined();
    expect(page.win.document.querySelector('iframe')).toBeNull();
    page.send(START);
    await vi.waitFor(() => expect(page.win.API).toBeTruthy());
    const first = page.win.API;
    page.send({ ...START, learner: { id: 'u2', name: 'Someone, Else' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.win.API).toBe(first);
    first!.LMSInitialize('');
    expect(first!.LMSGetValue('cmi.core.student_id')).toBe('u1');
    page.stop();
  });

  it('opened on its own, or without the app origin, says so and runs nothing', () => {
    const told: unknown[] = [];
    vi.spyOn(window, 'postMessage').mockImplementation(((message: unknown) =>
      told.push(message)) as Window['postMessage']);
    runLaunchPage(window, `?app=${encodeURIComponent(APP)}`);
    expect(document.body.textContent).toBe('Open this e-learning package from its course.');
    expect(told).toEqual([]);
    const page = launchPage('');
    expect(page.win.document.body.textContent).toBe('Open this e-learning package from its course.');
    expect(page.told).toEqual([]);
  });

  it('speaks the learner’s language that its address names, English otherwise', async () => {
    try {
      await activateLaunchLanguage('?app=x&lang=pl', document);
      runLaunchPage(window, '');
      expect(document.body.textContent).toBe('Otwórz ten pakiet e-learningowy z jego kursu.');
      expect(document.title).toBe('Pakiet e-learningowy');
      expect(document.documentElement.lang).toBe('pl');
      expect(document.documentElement.dir).toBe('ltr');
      await activateLaunchLanguage('?lang=es', document);
      runLaunchPage(window, '');
      expect(document.body.textContent).toBe('Abre este paquete de e-learning desde su curso.');
      await activateLaunchLanguage('?lang=xx', document);
      runLaunchPage(window, '');
      expect(document.body.textContent).toBe('Open this e-learning package from its course.');
      expect(document.title).toBe('E-learning package');
      expect(document.documentElement.lang).toBe('en-GB');
    } finally {
      await activateLaunchLanguage('', document);
    }
  });
});
