import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommitQueue } from './commit-queue';

const URL = '/v1/package-player/commit/session-token';

interface TSent {
  body: { cmi: Record<string, unknown>; finished: boolean };
  keepalive: boolean;
}

/** A network whose commits answer only when the test says so. */
function heldNetwork(beacon: ((url: string, data: string) => boolean) | undefined) {
  const fetched: TSent[] = [];
  const answers: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        fetched.push({ body: JSON.parse(String(init.body)) as TSent['body'], keepalive: init.keepalive === true });
        answers.push(() => resolve(new Response(null, { status: 204 })));
      }),
  );
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  return { fetched, answerAll: () => answers.splice(0).forEach((answer) => answer()) };
}

function queueOver(state: { location: string }) {
  const onSaved = vi.fn();
  const onError = vi.fn();
  const queue = new CommitQueue({
    url: URL,
    render: () => ({ core: { lesson_location: state.location } }),
    onSaved,
    onError,
    delayMs: 0,
  });
  return { queue, onSaved, onError };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
});

describe('CommitQueue', () => {
  it('sends a commit asked for while one is in flight once that one answers', async () => {
    const network = heldNetwork(() => true);
    const state = { location: 'p1' };
    const { queue, onSaved } = queueOver(state);
    queue.finish();
    state.location = 'p2';
    queue.markDirty();
    queue.finish();
    expect(network.fetched).toHaveLength(1);
    network.answerAll();
    await vi.waitFor(() => expect(network.fetched).toHaveLength(2));
    expect(network.fetched[1]!.body.cmi).toEqual({ core: { lesson_location: 'p2' } });
    network.answerAll();
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
  });

  it('on closing with a commit in flight, hands the unsaved data to the beacon and sends nothing after', async () => {
    const beacons: string[] = [];
    const network = heldNetwork((_url, data) => beacons.push(data) > 0);
    const state = { location: 'p1' };
    const { queue, onSaved } = queueOver(state);
    queue.finish();
    state.location = 'p2';
    queue.markDirty();
    queue.dispose();
    expect(beacons).toHaveLength(1);
    expect((JSON.parse(beacons[0]!) as TSent['body']).cmi).toEqual({ core: { lesson_location: 'p2' } });
    network.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(network.fetched).toHaveLength(1);
    // The component that listened is gone.
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('without a beacon, sends the unsaved data at once as a keepalive request, not behind the one in flight', async () => {
    const network = heldNetwork(undefined);
    const state = { location: 'p1' };
    const { queue } = queueOver(state);
    queue.finish();
    state.location = 'p3';
    queue.markDirty();
    queue.dispose();
    expect(network.fetched).toHaveLength(2);
    expect(network.fetched[1]).toEqual({
      body: { cmi: { core: { lesson_location: 'p3' } }, finished: false },
      keepalive: true,
    });
    network.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(network.fetched).toHaveLength(2);
  });

  it('ignores Commit and Terminate once closed', async () => {
    const network = heldNetwork(() => true);
    const { queue } = queueOver({ location: 'p1' });
    queue.dispose();
    queue.markDirty();
    queue.request();
    queue.finish();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(network.fetched).toHaveLength(0);
  });
});
