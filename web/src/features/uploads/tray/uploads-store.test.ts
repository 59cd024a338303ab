import { afterEach, describe, expect, it, vi } from 'vitest';
import { MB } from '@skillway/shared';
import { ApiError } from '../../../api';
import { mockFetch } from '../../../test/render';
import { createResumeState, fingerprintRefusal, type TStoredUpload } from './resume-state';
import { connectionLost, createUploadsStore } from './uploads-store';
import type { TEngineEvents, TUploadRef } from './uppy-engine';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function video(name = 'Intro.mp4', size = 40 * MB, lastModified = 1_700_000_000_000): File {
  const file = new File(['x'], name, { type: 'video/mp4', lastModified });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** An engine that records what it is asked and lets the test play the upload's events. */
function fakeEngine() {
  const started: { id: string; file: File; resume?: TUploadRef }[] = [];
  const removed: string[] = [];
  let events!: TEngineEvents;
  const factory = (given: TEngineEvents) => {
    events = given;
    return {
      start: (id: string, _kind: string, file: File, resume?: TUploadRef) => void started.push({ id, file, resume }),
      pause: vi.fn(),
      resume: vi.fn(),
      remove: (id: string) => void removed.push(id),
    };
  };
  return { started, removed, factory, events: () => events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const UPLOADED = {
  key: 'c/1/course-video/u/Intro.mp4',
  size: 40 * MB,
  mime_type: 'video/mp4',
  original_name: 'Intro.mp4',
};

afterEach(() => vi.unstubAllGlobals());

describe('resume state', () => {
  const stored: TStoredUpload = {
    id: 'u1',
    kind: 'course-video',
    key: 'k',
    upload_id: 'up',
    file: { name: 'Intro.mp4', size: 40 * MB, lastModified: 1_700_000_000_000, type: 'video/mp4' },
    plan: { partSize: 16 * MB, partCount: 3 },
    save: null,
  };

  it('takes the same file back and refuses another, or the same one changed since', () => {
    expect(fingerprintRefusal(stored, video())).toBeNull();
    const refusal =
      'That is not the file that was uploading. Choose Intro.mp4 (40 MB), unchanged since the upload started, to resume.';
    expect(fingerprintRefusal(stored, video('Other.mp4'))).toBe(refusal);
    expect(fingerprintRefusal(stored, video('Intro.mp4', 41 * MB))).toBe(refusal);
    expect(fingerprintRefusal(stored, video('Intro.mp4', 40 * MB, 1_800_000_000_000))).toBe(refusal);
  });

  it("keeps each user's uploads apart and ignores what it cannot read", () => {
    const storage = memoryStorage();
    createResumeState('ada', storage).put(stored);
    expect(createResumeState('ada', storage).list()).toEqual([stored]);
    expect(createResumeState('bob', storage).list()).toEqual([]);
    storage.setItem('skillway.uploads.bob', '{not json');
    expect(createResumeState('bob', storage).list()).toEqual([]);
    createResumeState('ada', storage).remove('u1');
    expect(storage.getItem('skillway.uploads.ada')).toBeNull();
  });
});

describe('uploads store', () => {
  function setup(storage = memoryStorage()) {
    const engine = fakeEngine();
    const store = createUploadsStore({
      loadEngine: async () => engine.factory,
      resumeState: createResumeState('ada', storage),
    });
    return { engine, store, storage };
  }

  it('keeps an upload it has started for a reload, with the part plan and the queued save', async () => {
    const { engine, store, storage } = setup();
    const id = store.start('course-video', video());
    await settle();
    engine.events().created(id, { key: 'k1', upload_id: 'up1' });
    store.queueSave(id, { course: 'c1', type: 'video', title: 'Intro', description: null });
    const [row] = createResumeState('ada', storage).list();
    expect(row).toMatchObject({
      id,
      kind: 'course-video',
      key: 'k1',
      upload_id: 'up1',
      file: { name: 'Intro.mp4', size: 40 * MB, lastModified: 1_700_000_000_000 },
      plan: { partSize: 16 * MB, partCount: 3 },
      save: { course: 'c1', title: 'Intro' },
    });

    // After a reload the upload waits for its file; the same file resumes it from the stored parts.
    const reloaded = setup(storage);
    expect(reloaded.store.getSnapshot()).toMatchObject([{ id, status: 'needs-file', name: 'Intro.mp4' }]);
    expect(reloaded.store.resumeWith(id, video('Other.mp4'))).toMatch(/^That is not the file/);
    expect(reloaded.store.resumeWith(id, video())).toBeNull();
    await settle();
    expect(reloaded.engine.started).toMatchObject([{ id, resume: { key: 'k1', upload_id: 'up1' } }]);
    expect(reloaded.store.get(id)?.status).toBe('uploading');
  });

  it('adds the queued material when the upload finishes and tells who listens', async () => {
    const calls = mockFetch(() => ({ status: 201, body: { data: {}, message: 'Video added' } }));
    const { engine, store, storage } = setup();
    const added = vi.fn();
    store.onMaterialAdded(added);
    const id = store.start('course-video', video());
    await settle();
    engine.events().created(id, { key: 'k1', upload_id: 'up1' });
    store.queueSave(id, { course: 'c1', type: 'video', title: 'Intro', description: 'First day' });
    engine.events().succeeded(id, UPLOADED);
    await vi.waitFor(() => expect(store.get(id)?.status).toBe('added'));
    const save = calls.find((call) => call.url === '/v1/course/add/training-material')!;
    expect(JSON.parse(String(save.init.body))).toEqual({
      course: 'c1',
      type: 'video',
      title: 'Intro',
      description: 'First day',
      s3_url: UPLOADED.key,
    });
    expect(added).toHaveBeenCalledTimes(1);
    expect(createResumeState('ada', storage).list()).toEqual([]);
  });

  it('says why the material was not added, in the server’s words, and tries again on Retry', async () => {
    let refuse = true;
    mockFetch(() =>
      refuse
        ? { status: 422, body: { message: 'The given data was invalid.', errors: { title: ['The title is taken.'] } } }
        : { status: 201, body: { data: {} } },
    );
    const { engine, store } = setup();
    const id = store.start('course-video', video());
    await settle();
    store.queueSave(id, { course: 'c1', type: 'video', title: 'Intro', description: null });
    engine.events().succeeded(id, UPLOADED);
    await vi.waitFor(() =>
      expect(store.get(id)).toMatchObject({ status: 'save-failed', error: 'The title is taken.' }),
    );
    refuse = false;
    store.retry(id);
    await vi.waitFor(() => expect(store.get(id)?.status).toBe('added'));
  });

  it('offers Retry after a dropped connection, resuming the same multipart upload', async () => {
    const { engine, store } = setup();
    const id = store.start('course-video', video());
    await settle();
    engine.events().created(id, { key: 'k1', upload_id: 'up1' });
    engine.events().failed(id, new Error('Unknown error'));
    expect(store.get(id)).toMatchObject({ status: 'failed', retryable: true, error: connectionLost() });
    store.retry(id);
    await settle();
    expect(engine.started[1]).toMatchObject({ id, resume: { key: 'k1', upload_id: 'up1' } });
  });

  it('ends an upload the server refused: no Retry, and nothing kept for a reload', async () => {
    const { engine, store, storage } = setup();
    const id = store.start('course-video', video());
    await settle();
    engine.events().created(id, { key: 'k1', upload_id: 'up1' });
    engine
      .events()
      .failed(id, new ApiError(422, 'The given data was invalid.', { file: ['The file is not an MP4 video.'] }));
    expect(store.get(id)).toMatchObject({ status: 'failed', retryable: false, error: 'The file is not an MP4 video.' });
    expect(createResumeState('ada', storage).list()).toEqual([]);
  });

  it('cancels: a running upload through Uppy (which aborts it), a waiting one straight on the server', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { data: { aborted: true } } }));
    const { engine, store, storage } = setup();
    const running = store.start('course-video', video());
    await settle();
    engine.events().created(running, { key: 'k1', upload_id: 'up1' });
    await store.cancel(running);
    expect(engine.removed).toEqual([running]);
    expect(engine.events().cancelled(running)).toBe(true);
    expect(calls).toHaveLength(0);

    const waiting = store.start('course-video', video('Second.mp4'));
    await settle();
    engine.events().created(waiting, { key: 'k2', upload_id: 'up2' });
    engine.events().failed(waiting, new Error('Unknown error'));
    await store.cancel(waiting);
    expect(calls.map((call) => [call.url, JSON.parse(String(call.init.body))])).toEqual([
      ['/v1/sign/multipart/abort', { key: 'k2', upload_id: 'up2' }],
    ]);
    expect(store.getSnapshot()).toEqual([]);
    expect(createResumeState('ada', storage).list()).toEqual([]);
  });

  it('warns before the page is left while an upload runs, and not after', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { engine, store } = setup();
    const id = store.start('course-video', video());
    const warn = added.mock.calls.find(([type]) => type === 'beforeunload')?.[1] as (event: Event) => void;
    const event = new Event('beforeunload', { cancelable: true });
    warn(event);
    expect(event.defaultPrevented).toBe(true);
    await settle();
    engine.events().succeeded(id, UPLOADED);
    expect(removed.mock.calls.some(([type, listener]) => type === 'beforeunload' && listener === warn)).toBe(true);
    added.mockRestore();
    removed.mockRestore();
  });
});
