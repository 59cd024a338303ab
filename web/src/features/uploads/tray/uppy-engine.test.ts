import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MB } from '@skillway/shared';
import { FakePartStorage } from '../../../test/fake-part-storage';
import { multipartApi } from '../../../test/multipart-api';
import { mockFetch } from '../../../test/render';
import { createResumeState } from './resume-state';
import { createUploadsStore } from './uploads-store';
import { createUppyEngine } from './uppy-engine';

/** Waits for Uppy's asynchronous steps (its retries back off): generously, so a busy machine is no failure. */
const settled = <T>(check: () => T) => vi.waitFor(check, { timeout: 10_000 });

function video(size: number): File {
  const file = new File(['x'], 'Intro.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    length: 0,
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function newStore() {
  return createUploadsStore({
    loadEngine: async () => createUppyEngine,
    resumeState: createResumeState('ada', memoryStorage()),
  });
}

beforeEach(() => {
  FakePartStorage.reset();
  vi.stubGlobal('XMLHttpRequest', FakePartStorage);
});
afterEach(() => vi.unstubAllGlobals());

describe('the Uppy engine (@uppy/aws-s3 multipart)', () => {
  it('creates the upload, signs its parts in one batch, sends each part and completes with their ETags', async () => {
    const api = multipartApi();
    mockFetch(api.handler);
    const store = newStore();
    const id = store.start('course-video', video(40 * MB));
    await settled(() => expect(store.get(id)?.status).toBe('uploaded'));

    expect(api.asked.find((call) => call.url === '/v1/sign/multipart')?.body).toEqual({
      type: 'course-video',
      file_name: 'Intro.mp4',
      content_type: 'video/mp4',
      size: 40 * MB,
    });
    const signs = api.asked.filter((call) => call.url === '/v1/sign/multipart/parts');
    expect(signs.map((call) => call.body.part_numbers)).toEqual([[1, 2, 3]]);
    expect(FakePartStorage.puts.map((put) => put.partNumber).sort()).toEqual([1, 2, 3]);
    expect(api.asked.find((call) => call.url === '/v1/sign/multipart/complete')?.body).toEqual({
      key: 'c/1/course-video/u1/Intro.mp4',
      upload_id: 'up1',
      parts: [1, 2, 3].map((n) => ({ part_number: n, etag: `"etag-${n}"` })),
    });
    expect(store.get(id)?.uploaded?.key).toBe('c/1/course-video/u1/Intro.mp4');
  });

  it('stops with Retry when storage refuses a part, then resumes sending only the parts not stored', async () => {
    const api = multipartApi({ stored: [1, 3] });
    mockFetch(api.handler);
    FakePartStorage.failParts.set(2, 403);
    const store = newStore();
    const id = store.start('course-video', video(40 * MB));
    await settled(() => expect(store.get(id)).toMatchObject({ status: 'failed', retryable: true }));
    // The parts already stored are kept for Retry: nothing is aborted on the server.
    expect(api.asked.some((call) => call.url === '/v1/sign/multipart/abort')).toBe(false);

    // Let the failed attempt's other parts answer and Uppy finish failing the file before Retry (on a busy machine
    // Retry could otherwise reach Uppy while it was still failing it, and be lost).
    await new Promise((resolve) => setTimeout(resolve, 50));
    FakePartStorage.failParts.clear();
    FakePartStorage.puts = [];
    store.retry(id);
    await settled(() => expect(store.get(id)?.status).toBe('uploaded'));
    expect(api.asked.filter((call) => call.url === '/v1/sign/multipart/list')).toEqual([
      { url: '/v1/sign/multipart/list', body: { key: 'c/1/course-video/u1/Intro.mp4', upload_id: 'up1' } },
    ]);
    expect(FakePartStorage.puts.map((put) => put.partNumber)).toEqual([2]);
    const completes = api.asked.filter((call) => call.url === '/v1/sign/multipart/complete');
    expect(completes.at(-1)?.body.parts).toEqual([1, 2, 3].map((n) => ({ part_number: n, etag: `"etag-${n}"` })));
  });

  it('aborts the upload on the server when it is cancelled', async () => {
    const api = multipartApi();
    mockFetch(api.handler);
    FakePartStorage.autoRelease = false;
    const store = newStore();
    const id = store.start('course-video', video(40 * MB));
    await settled(() => expect(FakePartStorage.puts.length).toBeGreaterThan(0));
    await store.cancel(id);
    await settled(() =>
      expect(api.asked.find((call) => call.url === '/v1/sign/multipart/abort')?.body).toEqual({
        key: 'c/1/course-video/u1/Intro.mp4',
        upload_id: 'up1',
      }),
    );
    expect(store.getSnapshot()).toEqual([]);
  });
});
