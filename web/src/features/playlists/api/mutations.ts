import { useMutation } from '@tanstack/react-query';
import type {
  TPlaylistAssetBody,
  TPlaylistAssignBody,
  TPlaylistCourseOrderBody,
  TPlaylistCreateBody,
  TPlaylistUpdateBody,
} from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { playlistKeys } from './query-keys';

/**
 * Every playlist change can move the list's counters and ticks and what learners see, so the admin screens and the
 * learner's playlist queries are refreshed together.
 */
const PLAYLIST_RESOURCES = [playlistKeys.enrolments, playlistKeys.all] as const;

export function useSavePlaylist() {
  const invalidate = useInvalidate(...PLAYLIST_RESOURCES);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TPlaylistCreateBody | TPlaylistUpdateBody }) =>
      id
        ? api('playlists.update', { params: { id }, body: body as TPlaylistUpdateBody })
        : api('playlists.create', { body: body as TPlaylistCreateBody }),
    onSuccess: invalidate,
  });
}

export function useDeletePlaylist() {
  const invalidate = useInvalidate(...PLAYLIST_RESOURCES);
  return useMutation({
    mutationFn: (id: string) => api('playlists.delete', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useSavePlaylistCourses() {
  const invalidate = useInvalidate(...PLAYLIST_RESOURCES);
  return useMutation({
    mutationFn: ({ id, modules }: { id: string; modules: string[] }) =>
      api('playlists.saveModules', { params: { id }, body: { modules } }),
    onSuccess: invalidate,
  });
}

export function useSaveCourseOrder() {
  const invalidate = useInvalidate(...PLAYLIST_RESOURCES);
  return useMutation({
    mutationFn: (body: TPlaylistCourseOrderBody) => api('playlists.courseOrder', { body }),
    onSuccess: invalidate,
  });
}

/** POST /channel/assign/{id}: the playlist enrol stepper's save (its hook is the shared stepper's). */
export function assignPlaylist(id: string, body: TPlaylistAssignBody) {
  return api('playlists.assign', { params: { id }, body });
}

export function useAddPlaylistAsset() {
  const invalidate = useInvalidate(...PLAYLIST_RESOURCES);
  return useMutation({
    mutationFn: (body: TPlaylistAssetBody) => api('playlists.addAsset', { body }),
    onSuccess: invalidate,
  });
}

export function useRemovePlaylistAsset() {
  const invalidate = useInvalidate(...PLAYLIST_RESOURCES);
  return useMutation({
    mutationFn: (id: string) => api('playlists.removeAsset', { params: { id } }),
    onSuccess: invalidate,
  });
}
