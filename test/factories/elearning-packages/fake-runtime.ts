/**
 * Runs a test package's page in Node (node:vm) with just enough of a browser for its scripts: the elements of its
 * screen, window.parent (a player window holding the SCORM API), the launch query string, fetch and pagehide.
 * With the fake SCORM API and fake LRS below, unit tests check that the content calls each standard's runtime as
 * real content does, without a browser or a stack.
 */
import { posix } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { strFromU8, unzipSync } from 'fflate';

interface TFakeElement {
  textContent: string;
  disabled: boolean;
  listeners: Array<() => void>;
  addEventListener(type: string, listener: () => void): void;
}

export interface TOpenedContent {
  /** The text of the element with this id (status, resume, page, saved, result). */
  text(id: string): string;
  /** Whether the button with this id (next, finish) is disabled. */
  disabled(id: string): boolean;
  /** Clicks the button with this id (a disabled button ignores it, as in a browser). */
  click(id: string): void;
  /** Fires pagehide, as when the learner navigates away. */
  leave(): void;
}

export interface TLaunch {
  /** The package zip. */
  zip: Buffer;
  /** The page to open, a path inside the zip. */
  page: string;
  /** The launch query string (with its "?"), for xAPI and cmi5. */
  search?: string;
  /** Properties of the player window (the content's parent), e.g. { API } or { API_1484_11 }. */
  player?: Record<string, unknown>;
  fetch?: (url: string, init?: RequestInit) => Promise<TFakeResponse>;
}

function element(tag: string, text: string): TFakeElement {
  return {
    textContent: text,
    disabled: /\sdisabled[\s>]/.test(tag),
    listeners: [],
    addEventListener(_type, listener) {
      this.listeners.push(listener);
    },
  };
}

/** Loads `launch.page` from the zip with its scripts and runs them; returns handles on its screen. */
export function openContent(launch: TLaunch): TOpenedContent {
  const files = unzipSync(new Uint8Array(launch.zip));
  const read = (path: string) => {
    const bytes = files[path];
    if (!bytes) throw new Error(`${path} is not in the package`);
    return strFromU8(bytes);
  };
  const html = read(launch.page);
  const elements = new Map<string, TFakeElement>();
  for (const match of html.matchAll(/(<\w+[^>]*\sid="([\w-]+)"[^>]*>)([^<]*)/g)) {
    elements.set(match[2]!, element(match[1]!, match[3]!));
  }
  const windowListeners: Record<string, Array<() => void>> = {};
  const player: Record<string, unknown> = { ...launch.player };
  player.parent = player;
  const sandbox: Record<string, unknown> = {
    document: { getElementById: (id: string) => elements.get(id) ?? null },
    location: { search: launch.search ?? '' },
    parent: launch.player ? player : undefined,
    opener: null,
    fetch: launch.fetch ?? (() => Promise.reject(new Error('no network in this test'))),
    URLSearchParams,
    addEventListener(type: string, listener: () => void) {
      (windowListeners[type] ??= []).push(listener);
    },
  };
  sandbox.window = sandbox;
  sandbox.parent ??= sandbox;
  const context = createContext(sandbox);
  const folder = posix.dirname(launch.page);
  for (const [, src] of html.matchAll(/<script src="([^"]+)"><\/script>/g)) {
    const path = posix.normalize(posix.join(folder, src!));
    runInContext(read(path), context, { filename: path });
  }
  const get = (id: string) => {
    const found = elements.get(id);
    if (!found) throw new Error(`no element #${id}`);
    return found;
  };
  return {
    text: (id) => get(id).textContent,
    disabled: (id) => get(id).disabled,
    click(id) {
      const button = get(id);
      if (!button.disabled) for (const listener of button.listeners) listener();
    },
    leave() {
      for (const listener of windowListeners.pagehide ?? []) listener();
    },
  };
}

/** A SCORM runtime API object (1.2 or 2004 method names) over an in-memory cmi store, recording every call. */
export function fakeScormApi(version: '1.2' | '2004', saved: Record<string, string> = {}) {
  const names =
    version === '1.2'
      ? [
          'LMSInitialize',
          'LMSGetValue',
          'LMSSetValue',
          'LMSCommit',
          'LMSFinish',
          'LMSGetLastError',
          'LMSGetErrorString',
        ]
      : ['Initialize', 'GetValue', 'SetValue', 'Commit', 'Terminate', 'GetLastError', 'GetErrorString'];
  const [initialize, getValue, setValue, commit, finish, lastError, errorString] = names as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const values: Record<string, string> =
    version === '1.2'
      ? { 'cmi.core.lesson_status': 'not attempted', 'cmi.student_data.mastery_score': '80', ...saved }
      : { 'cmi.completion_status': 'unknown', 'cmi.success_status': 'unknown', ...saved };
  const calls: string[] = [];
  const commits: Array<Record<string, string>> = [];
  const api = {
    [initialize]: () => (calls.push(initialize), 'true'),
    [getValue]: (key: string) => values[key] ?? '',
    [setValue]: (key: string, value: string) => {
      values[key] = value;
      return 'true';
    },
    [commit]: () => {
      calls.push(commit);
      commits.push({ ...values });
      return 'true';
    },
    [finish]: () => (calls.push(finish), 'true'),
    [lastError]: () => '0',
    [errorString]: () => '',
  };
  return { api, values, calls, commits };
}

export interface TFakeResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/** The parts of an xAPI statement the tests look at. */
export interface TStatement {
  actor: unknown;
  verb: { id: string };
  object: { id: string };
  context?: {
    registration?: string;
    extensions?: Record<string, unknown>;
    contextActivities?: { category?: Array<{ id: string }> };
  };
  result?: {
    completion?: boolean;
    success?: boolean;
    duration?: string;
    score?: { scaled?: number };
    extensions?: Record<string, unknown>;
  };
  timestamp?: string;
}

interface TLrsRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  keepalive: boolean;
}

const reply = (status: number, body?: unknown): TFakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => body,
});

/**
 * An in-memory LRS at `endpoint`: statements (POST), activities/state (GET/PUT, keyed by stateId, activityId and
 * registration) and a cmi5 fetch URL that hands out `token` once.
 */
export function fakeLrs(endpoint: string, options: { fetchUrl?: string; token?: string } = {}) {
  const requests: TLrsRequest[] = [];
  const states = new Map<string, unknown>();
  let fetched = false;
  const stateKey = (url: URL) =>
    ['stateId', 'activityId', 'registration'].map((name) => url.searchParams.get(name) ?? '').join('|');
  const statements = () =>
    requests
      .filter((request) => request.method === 'POST' && request.url.href === `${endpoint}statements`)
      .map((request) => request.body as TStatement);
  const fetch = async (href: string, init: RequestInit = {}): Promise<TFakeResponse> => {
    const url = new URL(href);
    const request: TLrsRequest = {
      method: init.method ?? 'GET',
      url,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      keepalive: Boolean(init.keepalive),
    };
    requests.push(request);
    if (options.fetchUrl && href === options.fetchUrl && request.method === 'POST') {
      if (fetched) return reply(400, { 'error-code': '1', 'error-text': 'already fetched' });
      fetched = true;
      return reply(200, { 'auth-token': options.token });
    }
    if (!href.startsWith(endpoint)) return reply(404);
    if (request.headers['X-Experience-API-Version'] !== '1.0.3') return reply(400);
    const resource = url.pathname.slice(new URL(endpoint).pathname.length);
    if (resource === 'statements' && request.method === 'POST') return reply(200, [`id-${requests.length}`]);
    if (resource === 'activities/state' && request.method === 'GET') {
      const key = stateKey(url);
      return states.has(key) ? reply(200, states.get(key)) : reply(404);
    }
    if (resource === 'activities/state' && request.method === 'PUT') {
      states.set(stateKey(url), request.body);
      return reply(204);
    }
    return reply(405);
  };
  return {
    fetch,
    requests,
    statements,
    verbs: () => statements().map((statement) => String(statement.verb.id).split('/').pop()),
    setState(query: { stateId: string; activityId: string; registration?: string }, document: unknown) {
      states.set([query.stateId, query.activityId, query.registration ?? ''].join('|'), document);
    },
    state(query: { stateId: string; activityId: string; registration?: string }) {
      return states.get([query.stateId, query.activityId, query.registration ?? ''].join('|'));
    },
  };
}
