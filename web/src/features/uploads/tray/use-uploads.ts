import { useSyncExternalStore } from 'react';
import { getUploadsStore, type TUploadEntry } from './uploads-store';

/** The signed-in user's large uploads, re-rendering as they move. */
export function useUploads(): readonly TUploadEntry[] {
  const store = getUploadsStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** One upload by its id (undefined once it is cancelled or dismissed). */
export function useUpload(id: string | null): TUploadEntry | undefined {
  const entries = useUploads();
  return id ? entries.find((entry) => entry.id === id) : undefined;
}
