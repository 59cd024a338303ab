import { t } from '@lingui/core/macro';
import type { TMultipartKind } from '@skillway/shared';
import type { TPartPlan } from '@skillway/shared/rules/part-plan';
import { formatBytes } from '../lib/format-bytes';

/** What tells one file from another without reading it: the browser gives nothing else across a reload. */
interface TFileFingerprint {
  name: string;
  size: number;
  lastModified: number;
}

/** A material to add once its file is stored: the Add Video / Add Package panel's fields, without the key. */
export interface TQueuedMaterialSave {
  course: string;
  type: 'video' | 'package';
  title: string;
  description: string | null;
}

/** One unfinished upload as kept in localStorage: enough to resume it after a reload from the parts stored. */
export interface TStoredUpload {
  id: string;
  kind: TMultipartKind;
  key: string;
  upload_id: string;
  file: TFileFingerprint & { type: string };
  plan: TPartPlan;
  save: TQueuedMaterialSave | null;
}

const PREFIX = 'skillway.uploads.';

function fingerprintOf(file: File): TFileFingerprint {
  return { name: file.name, size: file.size, lastModified: file.lastModified };
}

/** Why `file` cannot resume `stored` (another file, or this one changed since), else null. */
export function fingerprintRefusal(stored: TStoredUpload, file: File): string | null {
  const given = fingerprintOf(file);
  const same =
    given.name === stored.file.name &&
    given.size === stored.file.size &&
    given.lastModified === stored.file.lastModified;
  if (same) return null;
  const name = stored.file.name;
  const size = formatBytes(stored.file.size);
  return t`That is not the file that was uploading. Choose ${name} (${size}), unchanged since the upload started, to resume.`;
}

function isStoredUpload(value: unknown): value is TStoredUpload {
  const row = value as Partial<TStoredUpload> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.id === 'string' &&
    typeof row.key === 'string' &&
    typeof row.upload_id === 'string' &&
    typeof row.file?.name === 'string' &&
    typeof row.file.size === 'number' &&
    typeof row.plan?.partSize === 'number'
  );
}

/**
 * The unfinished uploads of one user in this browser (keyed by user: another administrator signing in here does not
 * see them). Storage that is full or turned off only costs the resume after a reload.
 */
export function createResumeState(userId: string, storage: Storage | undefined = globalThis.localStorage) {
  const key = PREFIX + userId;

  const read = (): TStoredUpload[] => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isStoredUpload) : [];
    } catch {
      return [];
    }
  };

  const write = (rows: TStoredUpload[]): void => {
    try {
      if (rows.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(rows));
    } catch {
      // Quota or privacy mode: the upload still runs, it just cannot resume after a reload.
    }
  };

  return {
    list: read,
    put(row: TStoredUpload): void {
      write([...read().filter((other) => other.id !== row.id), row]);
    },
    update(id: string, change: Partial<TStoredUpload>): void {
      write(read().map((row) => (row.id === id ? { ...row, ...change } : row)));
    },
    remove(id: string): void {
      write(read().filter((row) => row.id !== id));
    },
  };
}

export type TResumeState = ReturnType<typeof createResumeState>;
