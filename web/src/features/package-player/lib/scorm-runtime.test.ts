import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScormSession, parseNavRequest, type TScormSession } from './scorm-runtime';

const COMMIT_URL = '/v1/package-player/commit/session-token';

interface TSent {
  url: string;
  body: { cmi: Record<string, unknown>; finished: boolean };
  keepalive: boolean;
}

function stubNetwork(status = 204) {
  const fetched: TSent[] = [];
  const beacons: TSent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    fetched.push({ url, body: JSON.parse(String(init.body)) as TSent['body'], keepalive: init.keepalive === true });
    return new Response(null, { status });
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: string) => {
      beacons.push({ url, body: JSON.parse(data) as TSent['body'], keepalive: true });
      return true;
    },
  });
  return { fetched, beacons };
}

const learner = { id: 'user-1', name: 'Lovelace, Ada' };
const item = { parameters: 'chapter=2', mastery_score: 80 };

describe('startScormSession (SCORM 1.2)', () => {
  let session: TScormSession | null = null;
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    session?.dispose();
    session = null;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('installs window.API loaded with the saved cmi and what the LMS owns', async () => {
    stubNetwork();
    session = await startScormSession(
      {
        version: '1.2',
        cmi: {
          core: { lesson_location: 'page-7', lesson_status: 'incomplete', exit: 'suspend', session_time: '00:05:00' },
          suspend_data: 'abc',
        },
        commitUrl: COMMIT_URL,
        item,
        learner,
      },
      { onSaved: vi.fn(), onError: vi.fn() },
    );
    const api = window.API!;
    expect(api).toBe(session.api);
    expect(window.API_1484_11).toBeUndefined();
    expect(api.LMSInitialize('')).toBe('true');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('page-7');
    expect(api.LMSGetValue('cmi.suspend_data')).toBe('abc');
    expect(api.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(api.LMSGetValue('cmi.core.student_id')).toBe('user-1');
    expect(api.LMSGetValue('cmi.core.student_name')).toBe('Lovelace, Ada');
    expect(api.LMSGetValue('cmi.launch_data')).toBe('chapter=2');
    expect(api.LMSGetValue('cmi.student_data.mastery_score')).toBe('80');
  });

  it('starts ab-initio on a first launch', async () => {
    stubNetwork();
    session = await startScormSession(
      { version: '1.2', cmi: {}, commitUrl: COMMIT_URL, item: { parameters: null, mastery_score: null }, learner },
      { onSaved: vi.fn(), onError: vi.fn() },
    );
    window.API!.LMSInitialize('');
    expect(window.API!.LMSGetValue('cmi.core.entry')).toBe('ab-initio');
    expect(window.API!.LMSGetValue('cmi.core.lesson_status')).toBe('not attempted');
  });

  it('gathers Commit calls into one request to the commit URL, with the cmi JSON', async () => {
    const { fetched } = stubNetwork();
    const onSaved = vi.fn();
    session = await startScormSession(
      { version: '1.2', cmi: {}, commitUrl: COMMIT_URL, item, learner },
      { onSaved, onError: vi.fn() },
    );
    const api = window.API!;
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_location', 'p2');
    api.LMSCommit('');
    api.LMSSetValue('cmi.core.score.raw', '90');
    api.LMSCommit('');
    expect(fetched).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.url).toBe(COMMIT_URL);
    expect(fetched[0]!.body.finished).toBe(false);
    const core = fetched[0]!.body.cmi.core as Record<string, unknown>;
    expect(core.lesson_location).toBe('p2');
    expect((core.score as Record<string, unknown>).raw).toBe('90');
    expect(onSaved).toHaveBeenCalledWith(false);
  });

  it('sends LMSFinish at once, finished, and the saved data loads again on the next launch', async () => {
    const { fetched } = stubNetwork();
    const onSaved = vi.fn();
    session = await startScormSession(
      { version: '1.2', cmi: {}, commitUrl: COMMIT_URL, item, learner },
      { onSaved, onError: vi.fn() },
    );
    const api = window.API!;
    api.LMSInitialize('');
    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    api.LMSSetValue('cmi.core.score.raw', '85');
    api.LMSSetValue('cmi.suspend_data', 'state-1');
    api.LMSSetValue('cmi.core.exit', 'suspend');
    api.LMSSetValue('cmi.core.session_time', '00:02:30');
    api.LMSFinish('');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.body.finished).toBe(true);
    expect(fetched[0]!.keepalive).toBe(true);
    expect(onSaved).toHaveBeenCalledWith(true);
    session.dispose();
    expect(window.API).toBeUndefined();

    // The server keeps this tree; the next launch gets it back as scorm.cmi.
    const saved = fetched[0]!.body.cmi;
    session = await startScormSession(
      { version: '1.2', cmi: saved, commitUrl: COMMIT_URL, item, learner },
      { onSaved, onError: vi.fn() },
    );
    const again = window.API!;
    expect(again.LMSInitialize('')).toBe('true');
    expect(again.LMSGetValue('cmi.core.lesson_status')).toBe('passed');
    expect(again.LMSGetValue('cmi.core.score.raw')).toBe('85');
    expect(again.LMSGetValue('cmi.suspend_data')).toBe('state-1');
    expect(again.LMSGetValue('cmi.core.entry')).toBe('resume');
    expect(again.LMSGetValue('cmi.core.total_time')).toBe('00:02:30');
  });

  it('hands unsaved data to sendBeacon when the page goes away', async () => {
    const { fetched, beacons } = stubNetwork();
    session = await startScormSession(
      { version: '1.2', cmi: {}, commitUrl: COMMIT_URL, item, learner },
      { onSaved: vi.fn(), onError: vi.fn() },
    );
    const api = window.API!;
    api.LMSInitialize('');
    session.flushWithBeacon();
    expect(beacons).toHaveLength(0);
    api.LMSSetValue('cmi.core.lesson_location', 'p9');
    session.flushWithBeacon();
    expect(fetched).toHaveLength(0);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(COMMIT_URL);
    expect((beacons[0]!.body.cmi.core as Record<string, unknown>).lesson_location).toBe('p9');
  });
});

describe('startScormSession (SCORM 2004)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('installs window.API_1484_11 and reports a flow request on Terminate', async () => {
    const { fetched } = stubNetwork();
    const onNavigate = vi.fn();
    const session = await startScormSession(
      { version: '2004', cmi: { location: 'slide-3', exit: 'suspend' }, commitUrl: COMMIT_URL, item, learner },
      { onSaved: vi.fn(), onError: vi.fn(), onNavigate },
    );
    const api = window.API_1484_11!;
    expect(window.API).toBeUndefined();
    expect(api.Initialize('')).toBe('true');
    expect(api.GetValue('cmi.location')).toBe('slide-3');
    expect(api.GetValue('cmi.entry')).toBe('resume');
    expect(api.GetValue('cmi.learner_id')).toBe('user-1');
    expect(api.GetValue('cmi.scaled_passing_score')).toBe('0.8');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('adl.nav.request', 'continue');
    api.Terminate('');
    await vi.waitFor(() => expect(fetched).toHaveLength(1));
    expect(fetched[0]!.body.finished).toBe(true);
    expect(fetched[0]!.body.cmi.completion_status).toBe('completed');
    expect(onNavigate).toHaveBeenCalledWith({ kind: 'continue' });
    session.dispose();
    expect(window.API_1484_11).toBeUndefined();
  });
});

describe('parseNavRequest', () => {
  it('reads flow and choice requests and ignores the rest', () => {
    expect(parseNavRequest('continue')).toEqual({ kind: 'continue' });
    expect(parseNavRequest('previous')).toEqual({ kind: 'previous' });
    expect(parseNavRequest('{target=sco-2}choice')).toEqual({ kind: 'choice', target: 'sco-2' });
    expect(parseNavRequest('exitAll')).toBeNull();
    expect(parseNavRequest('_none_')).toBeNull();
  });
});
