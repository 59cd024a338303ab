import { useMutation } from '@tanstack/react-query';
import type { TRecertificationBody } from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { courseKeys } from '../../courses/api/query-keys';
import { playlistKeys } from './query-keys';

/** The compliance screens' data (web/src/features/compliance/api/query-keys.ts, `complianceKeys.all`). */
const COMPLIANCE_RESOURCE = ['compliance'] as const;

/**
 * PUT /playlists/{id}/recertification: the same certificate validity and renewal on every course of the playlist
 * (with `recalculate`, their issued certificates too). Its courses, the playlist and the compliance screens refresh.
 */
export function useUpdatePlaylistRecertification(playlistId: string) {
  const invalidate = useInvalidate([...playlistKeys.all, 'detail', playlistId], courseKeys.all, COMPLIANCE_RESOURCE);
  return useMutation({
    mutationFn: (body: TRecertificationBody) =>
      api('compliance.updatePlaylistRecertification', { params: { id: playlistId }, body }),
    onSuccess: invalidate,
  });
}

/** POST /playlists/{id}/recertification/impact: how many issued certificates of its courses the settings would change. */
export function usePlaylistRecertificationImpact(playlistId: string) {
  return useMutation({
    mutationFn: async (body: TRecertificationBody) =>
      (await api('compliance.playlistRecertificationImpact', { params: { id: playlistId }, body })).data,
  });
}
