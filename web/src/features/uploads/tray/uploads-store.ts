import { t } from '@lingui/core/macro';
import { planParts } from '@skillway/shared/rules/part-plan';
import type { TMultipartKind } from '@skillway/shared';
import { api, getSession, isApiError } from '../../../api';
import { uploadFailure } from '../../../components/upload/use-file-upload';
import type { TUploadedFile } from '../api/upload-file';
import { fingerprintRefusal, createResumeState, type TQueuedMaterialSave, type TResumeState } from './resume-state';
import type { TEngineEvents, TUploadEngine, TUploadRef } from './uppy-engine';
import { createSpeedMeter } from './speed-meter';

type TUploadStatus =
  | 'uploading'
  | 'paused'
  /** After a reload: the browser no longer holds the file; choosing it again resumes. */
  | 'needs-file'
  | 'failed'
  | 'uploaded'
  | 'saving'
  | 'added'
  | 'save-failed';

export interface TUploadEntry {
  id: string;
  kind: TMultipartKind;
  name: string;
  size: number;
  status: TUploadStatus;
  bytesUploaded: number;
  /** Bytes a second, smoothed; null until measured or while not sending. */
  speed: number | null;
  secondsLeft: number | null;
  /** Why it stopped or why the material was not added, in the server's words when it gave them. */
  error: string | null;
  /** Whether Retry can resume it (a dropped connection) or it is over (the server refused the file). */
  retryable: boolean;
  save: TQueuedMaterialSave | null;
  uploaded: TUploadedFile | null;
}

type TEngineFactory = (events: TEngineEvents) => TUploadEngine;

/** A dropped connection's words, in the active language. */
export function connectionLost(): string {
  return t`The connection was lost. Retry goes on from the parts already stored.`;
}

/** Server refusals are final; a network failure, a 5xx or a throttle is worth another try. */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

function failureText(error: unknown): string {
  return isApiError(error) && error.status !== 0 ? uploadFailure(error) : connectionLost();
}

let nextId = 0;

/**
 * The app's large uploads (course videos, e-learning packages): one Uppy, loaded on the first of them, and the
 * entries the header's tray lists. Each unfinished upload is kept in localStorage so a reload can resume it, and a
 * material save queued from the Add panel runs when its file is stored.
 */
export function createUploadsStore({
  loadEngine,
  resumeState,
  now = () => Date.now(),
}: {
  loadEngine: () => Promise<TEngineFactory>;
  resumeState: TResumeState;
  now?: () => number;
}) {
  let entries: TUploadEntry[] = resumeState.list().map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.file.name,
    size: row.file.size,
    status: 'needs-file' as const,
    bytesUploaded: 0,
    speed: null,
    secondsLeft: null,
    error: null,
    retryable: true,
    save: row.save,
    uploaded: null,
  }));
  const files = new Map<string, File>();
  const refs = new Map<string, TUploadRef>(resumeState.list().map((row) => [row.id, row]));
  const cancelled = new Set<string>();
  const meters = new Map<string, ReturnType<typeof createSpeedMeter>>();
  const listeners = new Set<() => void>();
  const addedListeners = new Set<(entry: TUploadEntry) => void>();
  let engine: Promise<TUploadEngine> | undefined;

  const emit = () => {
    for (const listener of listeners) listener();
    syncUnloadWarning();
  };
  const find = (id: string) => entries.find((entry) => entry.id === id);
  const patch = (id: string, change: Partial<TUploadEntry>) => {
    if (!find(id)) return;
    entries = entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
    emit();
  };
  const drop = (id: string) => {
    entries = entries.filter((entry) => entry.id !== id);
    files.delete(id);
    refs.delete(id);
    meters.delete(id);
    resumeState.remove(id);
    emit();
  };

  const events: TEngineEvents = {
    created(id, ref) {
      const entry = find(id);
      if (!entry) return;
      refs.set(id, ref);
      const file = files.get(id)!;
      resumeState.put({
        id,
        kind: entry.kind,
        ...ref,
        file: { name: file.name, size: file.size, lastModified: file.lastModified, type: file.type },
        plan: planParts(file.size),
        save: entry.save,
      });
    },
    progress(id, bytesUploaded) {
      const entry = find(id);
      if (!entry || entry.status !== 'uploading') return;
      const meter = meters.get(id) ?? createSpeedMeter();
      meters.set(id, meter);
      const speed = meter.sample(bytesUploaded, now());
      const secondsLeft = speed ? Math.ceil((entry.size - bytesUploaded) / speed) : null;
      patch(id, { bytesUploaded, speed, secondsLeft });
    },
    succeeded(id, uploaded) {
      const entry = find(id);
      if (!entry) return;
      resumeState.remove(id);
      files.delete(id);
      patch(id, { status: 'uploaded', uploaded, bytesUploaded: entry.size, speed: null, secondsLeft: null });
      if (entry.save) void runSave(id);
    },
    failed(id, error) {
      const entry = find(id);
      if (!entry || cancelled.has(id) || entry.status === 'uploaded') return;
      const retryable = isRetryable(error);
      if (!retryable) resumeState.remove(id);
      meters.delete(id);
      patch(id, { status: 'failed', error: failureText(error), retryable, speed: null, secondsLeft: null });
    },
    cancelled: (id) => cancelled.has(id),
  };

  const getEngine = (): Promise<TUploadEngine> => {
    engine ??= loadEngine().then((create) => create(events));
    return engine;
  };

  const run = (id: string) => {
    const entry = find(id);
    const file = files.get(id);
    if (!entry || !file) return;
    meters.delete(id);
    patch(id, { status: 'uploading', error: null, speed: null, secondsLeft: null });
    getEngine().then(
      (ready) => ready.start(id, entry.kind, file, refs.get(id)),
      (error: unknown) => events.failed(id, error),
    );
  };

  async function runSave(id: string) {
    const entry = find(id);
    if (!entry?.save || !entry.uploaded) return;
    patch(id, { status: 'saving', error: null });
    try {
      await api('courses.addMaterial', { body: { ...entry.save, s3_url: entry.uploaded.key } });
      patch(id, { status: 'added' });
      for (const listener of addedListeners) listener(find(id)!);
    } catch (error) {
      patch(id, { status: 'save-failed', error: uploadFailure(error) });
    }
  }

  const running = () => entries.some((entry) => entry.status === 'uploading' || entry.status === 'saving');
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  let warning = false;
  function syncUnloadWarning() {
    if (running() === warning || typeof window === 'undefined') return;
    warning = !warning;
    if (warning) window.addEventListener('beforeunload', onBeforeUnload);
    else window.removeEventListener('beforeunload', onBeforeUnload);
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): readonly TUploadEntry[] => entries,
    get: find,
    /** Starts a large upload at once (the file is checked already); returns its entry's id. */
    start(kind: TMultipartKind, file: File): string {
      nextId += 1;
      const id = `u${now().toString(36)}-${nextId}`;
      files.set(id, file);
      entries = [
        ...entries,
        {
          id,
          kind,
          name: file.name,
          size: file.size,
          status: 'uploading',
          bytesUploaded: 0,
          speed: null,
          secondsLeft: null,
          error: null,
          retryable: true,
          save: null,
          uploaded: null,
        },
      ];
      run(id);
      return id;
    },
    pause(id: string): void {
      if (find(id)?.status !== 'uploading') return;
      void getEngine().then((ready) => ready.pause(id));
      patch(id, { status: 'paused', speed: null, secondsLeft: null });
    },
    resume(id: string): void {
      if (find(id)?.status !== 'paused') return;
      meters.delete(id);
      void getEngine().then((ready) => ready.resume(id));
      patch(id, { status: 'uploading' });
    },
    retry(id: string): void {
      const entry = find(id);
      if (entry?.status === 'save-failed') void runSave(id);
      else if (entry?.status === 'failed' && entry.retryable) run(id);
    },
    /** After a reload: the file chosen again resumes the upload if it is the same one, else the refusal. */
    resumeWith(id: string, file: File): string | null {
      const stored = resumeState.list().find((row) => row.id === id);
      if (!stored) return t`This upload can no longer be resumed. Please upload the file again.`;
      const refusal = fingerprintRefusal(stored, file);
      if (refusal) return refusal;
      files.set(id, file);
      run(id);
      return null;
    },
    /** Stops the upload here and aborts it on the server: its stored parts are deleted. */
    async cancel(id: string): Promise<void> {
      const entry = find(id);
      if (!entry) return;
      cancelled.add(id);
      const ref = refs.get(id);
      const inEngine = entry.status === 'uploading' || entry.status === 'paused';
      drop(id);
      if (inEngine) {
        // Uppy aborts the multipart upload itself (abortMultipartUpload), as the entry is marked cancelled.
        (await getEngine()).remove(id);
      } else if (ref && entry.status !== 'uploaded' && entry.status !== 'added') {
        await api('uploads.multipartAbort', { body: ref }).catch(() => undefined);
      }
    },
    dismiss(id: string): void {
      drop(id);
    },
    /** The Add panel's save, made when the file is stored (at once if it is already). */
    queueSave(id: string, save: TQueuedMaterialSave): void {
      const entry = find(id);
      if (!entry) return;
      patch(id, { save });
      resumeState.update(id, { save });
      if (entry.status === 'uploaded') void runSave(id);
    },
    onMaterialAdded(listener: (entry: TUploadEntry) => void): () => void {
      addedListeners.add(listener);
      return () => addedListeners.delete(listener);
    },
  };
}

export type TUploadsStore = ReturnType<typeof createUploadsStore>;

let store: { userId: string; value: TUploadsStore } | undefined;

/** The signed-in user's uploads; Uppy itself is a chunk of its own, loaded with the first large upload. */
export function getUploadsStore(): TUploadsStore {
  const userId = getSession()?.user.id ?? 'anonymous';
  if (store?.userId !== userId) {
    store = {
      userId,
      value: createUploadsStore({
        loadEngine: () => import('./uppy-engine').then((module) => module.createUppyEngine),
        resumeState: createResumeState(userId),
      }),
    };
  }
  return store.value;
}

/** Tests start from an empty store. */
export function resetUploadsStoreForTests(): void {
  store = undefined;
}
