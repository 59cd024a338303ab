import type { Scorm12API, Scorm2004API } from 'scorm-again';
import { CommitQueue } from './commit-queue';
import type { TScormNavRequest, TScormVersion } from '@skillway/shared';
import { initialCmi } from './scorm-cmi';

type TScormApi = Scorm12API | Scorm2004API;

/** The window properties SCORM content looks for in its parent frames (SCORM 1.2 RTE 3.3.6.1, 2004 RTE 3.1.2.1). */
declare global {
  interface Window {
    API?: Scorm12API;
    API_1484_11?: Scorm2004API;
  }
}

export interface TScormLaunch {
  version: TScormVersion;
  /** The saved cmi tree (packagePlayer.open's scorm.cmi), {} on a first launch. */
  cmi: Record<string, unknown>;
  commitUrl: string;
  item: { parameters: string | null; mastery_score: number | null };
  learner: { id: string; name: string };
}

export interface TScormCallbacks {
  /** A commit was saved; `finished` when it was the SCO's Terminate. */
  onSaved: (finished: boolean) => void;
  onError: (error: unknown) => void;
  /** A SCORM 2004 SCO asked, as it terminated, to go on to another item (flow: continue / previous, or choice). */
  onNavigate?: (request: TNavRequest) => void;
}

export type TNavRequest = TScormNavRequest;

export interface TScormSession {
  /** The API object installed on the window. */
  api: TScormApi;
  /** The page is going away: unsaved data leaves by sendBeacon. */
  flushWithBeacon: () => void;
  /** The frame closes: flush, and take the API off the window. */
  dispose: () => void;
}

/** Reads `adl.nav.request` as the SCO left it: `continue`, `previous` or `{target=ID}choice`. */
export function parseNavRequest(request: string): TNavRequest | null {
  if (request === 'continue' || request === 'previous') return { kind: request };
  const choice = /^\{target=([^}]+)\}(?:choice|jump)$/.exec(request);
  return choice?.[1] ? { kind: 'choice', target: choice[1] } : null;
}

/** scorm-again's settings: autocommit gathers values set without a Commit; our queue does the sending. */
const SETTINGS = {
  autocommit: true,
  autocommitSeconds: 10,
  lmsCommitUrl: false,
  logLevel: 'NONE',
} as const;

/**
 * Installs scorm-again's runtime on this window for one SCO: `window.API` (SCORM 1.2) or `window.API_1484_11`
 * (2004), loaded with the saved cmi, its commits batched to the session's commit URL. Runs on the content origin's
 * launch page (launch/launch-page.ts), never on the app's; scorm-again is imported per version, when a launch needs it.
 */
export async function startScormSession(
  launch: TScormLaunch,
  callbacks: TScormCallbacks,
  host: Window = window,
): Promise<TScormSession> {
  let api: TScormApi;
  if (launch.version === '1.2') {
    const { Scorm12API: Api } = (await import('scorm-again/scorm12')) as unknown as { Scorm12API: typeof Scorm12API };
    api = new Api(SETTINGS);
  } else {
    const { Scorm2004API: Api } = (await import('scorm-again/scorm2004')) as unknown as {
      Scorm2004API: typeof Scorm2004API;
    };
    api = new Api(SETTINGS);
  }
  api.loadFromJSON(initialCmi(launch));

  const queue = new CommitQueue({
    url: launch.commitUrl,
    // { cmi: {...} } as scorm-again renders it; total_time always includes this session so far.
    render: (finished) => (api.renderCommitCMI(finished, true) as { cmi: Record<string, unknown> }).cmi,
    onSaved: callbacks.onSaved,
    onError: callbacks.onError,
  });
  const is12 = launch.version === '1.2';
  api.on(is12 ? 'LMSSetValue' : 'SetValue', () => queue.markDirty());
  api.on(is12 ? 'LMSCommit' : 'Commit', () => queue.request());
  api.on(is12 ? 'LMSFinish' : 'Terminate', () => {
    queue.finish();
    if (!is12 && callbacks.onNavigate) {
      const request = parseNavRequest(String((api as Scorm2004API).adl.nav.request));
      if (request) callbacks.onNavigate(request);
    }
  });

  if (is12) host.API = api as Scorm12API;
  else host.API_1484_11 = api as Scorm2004API;

  return {
    api,
    flushWithBeacon: () => queue.flushWithBeacon(),
    dispose: () => {
      queue.dispose();
      if (host.API === api) delete host.API;
      if (host.API_1484_11 === api) delete host.API_1484_11;
    },
  };
}
