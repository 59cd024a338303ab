import AwsS3 from '@uppy/aws-s3';
import Uppy, { type UppyFile } from '@uppy/core';
import { mimeForExtension, type TMultipartKind } from '@skillway/shared';
import { planParts } from '@skillway/shared/rules/part-plan';
import { api } from '../../../api';
import type { TUploadedFile } from '../api/upload-file';
import { createPartSigner } from './part-signer';

/** Parts sent at once: enough to fill an office uplink, few enough that a dropped connection loses little. */
const PARALLEL_PARTS = 4;
/** Waits before each new try of a part (or of its URL); when they run out the upload stops with Retry. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000];
/** URLs asked for at once: a 1 GB video's 64 parts are seven requests rather than 64. */
const SIGN_BATCH = 10;

type TMeta = { localId: string; kind: TMultipartKind; relativePath: string };
type TBody = Record<string, never>;
type TFile = UppyFile<TMeta, TBody>;

export interface TUploadRef {
  key: string;
  upload_id: string;
}

/** What the engine tells the uploads store; it knows entries only by the store's id. */
export interface TEngineEvents {
  created: (id: string, ref: TUploadRef) => void;
  progress: (id: string, bytesUploaded: number, bytesTotal: number) => void;
  succeeded: (id: string, file: TUploadedFile) => void;
  failed: (id: string, error: unknown) => void;
  /** Whether the administrator cancelled it: only then is the upload aborted on the server. */
  cancelled: (id: string) => boolean;
}

function contentTypeOf(file: TFile): string {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1);
  return file.type || mimeForExtension(ext) || 'application/octet-stream';
}

/**
 * One Uppy with @uppy/aws-s3 (5.x) in multipart mode, its five S3 calls answered by the API: parts in parallel,
 * each retried with backoff, pause and resume, and a restored upload (the file's `s3Multipart` set before it
 * starts) resumed from the parts ListParts reports.
 */
export function createUppyEngine(events: TEngineEvents) {
  const uppy = new Uppy<TMeta, TBody>({ autoProceed: false, allowMultipleUploadBatches: true });
  const signers = new Map<string, ReturnType<typeof createPartSigner>>();
  const verified = new Map<string, TUploadedFile>();
  const uppyIds = new Map<string, string>();

  const signerFor = (file: TFile, ref: TUploadRef) => {
    const id = file.meta.localId;
    let signer = signers.get(id);
    if (!signer) {
      signer = createPartSigner({
        partCount: planParts(file.size ?? 0).partCount,
        batchSize: SIGN_BATCH,
        signBatch: async (partNumbers) =>
          (await api('uploads.multipartSignParts', { body: { ...ref, part_numbers: partNumbers } })).data,
      });
      signers.set(id, signer);
    }
    return signer;
  };

  uppy.use(AwsS3<TMeta, TBody>, {
    shouldUseMultipart: true,
    limit: PARALLEL_PARTS,
    retryDelays: RETRY_DELAYS_MS,
    // The server signs and checks each part at this length; both sides read it from the shared part plan.
    getChunkSize: (file) => planParts(file.size).partSize,
    async createMultipartUpload(file) {
      const created = await api('uploads.multipartCreate', {
        body: {
          type: file.meta.kind,
          file_name: file.name,
          content_type: contentTypeOf(file),
          size: file.size ?? 0,
        },
      });
      const ref = { key: created.data.key, upload_id: created.data.upload_id };
      events.created(file.meta.localId, ref);
      return { key: ref.key, uploadId: ref.upload_id };
    },
    async signPart(file, { key, uploadId, partNumber }) {
      const url = await signerFor(file, { key, upload_id: uploadId })(partNumber);
      return { method: 'PUT', url };
    },
    async listParts(file, { key, uploadId }) {
      const listed = await api('uploads.multipartListParts', { body: { key, upload_id: uploadId! } });
      return listed.data.parts.map((part) => ({ PartNumber: part.part_number, ETag: part.etag, Size: part.size }));
    },
    async completeMultipartUpload(file, { key, uploadId, parts }) {
      const done = await api('uploads.multipartComplete', {
        body: {
          key,
          upload_id: uploadId,
          parts: parts.map((part) => ({ part_number: part.PartNumber!, etag: part.ETag! })),
        },
      });
      verified.set(file.meta.localId, done.data);
      return {};
    },
    // Uppy also aborts after a part's retries run out; the parts are kept then, for Retry to resume from.
    async abortMultipartUpload(file, { key, uploadId }) {
      if (!events.cancelled(file.meta.localId)) return;
      await api('uploads.multipartAbort', { body: { key, upload_id: uploadId! } });
    },
  });

  const forget = (id: string) => {
    const uppyId = uppyIds.get(id);
    uppyIds.delete(id);
    signers.delete(id);
    // Later than the event being handled: Uppy is still unwinding the upload that emitted it.
    if (uppyId) setTimeout(() => uppy.getFile(uppyId) && uppy.removeFile(uppyId), 0);
  };

  uppy.on('upload-progress', (file, progress) => {
    if (file) events.progress(file.meta.localId, progress.bytesUploaded, progress.bytesTotal ?? file.size ?? 0);
  });
  uppy.on('upload-success', (file) => {
    if (!file) return;
    const id = file.meta.localId;
    const result = verified.get(id);
    verified.delete(id);
    forget(id);
    if (result) events.succeeded(id, result);
    else events.failed(id, new Error('The upload finished without its check.'));
  });
  uppy.on('upload-error', (file, error) => {
    if (!file) return;
    forget(file.meta.localId);
    events.failed(file.meta.localId, error);
  });

  return {
    /** Starts `file` as entry `id`; with `resume`, continues that multipart upload from its stored parts. */
    start(id: string, kind: TMultipartKind, file: File, resume?: TUploadRef): void {
      // A try that failed a moment ago may still be waiting for its removal.
      for (const stale of uppy.getFiles()) if (stale.meta.localId === id) uppy.removeFile(stale.id);
      const uppyId = uppy.addFile({
        name: file.name,
        type: file.type,
        data: file,
        // relativePath makes Uppy's file id this entry's, so the same file can be queued twice.
        meta: { localId: id, kind, relativePath: id },
      });
      uppyIds.set(id, uppyId);
      if (resume) uppy.setFileState(uppyId, { s3Multipart: { key: resume.key, uploadId: resume.upload_id } } as never);
      uppy.upload().catch((error: unknown) => events.failed(id, error));
    },
    pause(id: string): void {
      const uppyId = uppyIds.get(id);
      if (uppyId && !uppy.getFile(uppyId).isPaused) uppy.pauseResume(uppyId);
    },
    resume(id: string): void {
      const uppyId = uppyIds.get(id);
      if (uppyId && uppy.getFile(uppyId).isPaused) uppy.pauseResume(uppyId);
    },
    /** Stops it in this browser; the cancelled event decides whether the server's upload is aborted too. */
    remove(id: string): void {
      const uppyId = uppyIds.get(id);
      uppyIds.delete(id);
      signers.delete(id);
      if (uppyId && uppy.getFile(uppyId)) uppy.removeFile(uppyId);
    },
  };
}

export type TUploadEngine = ReturnType<typeof createUppyEngine>;
