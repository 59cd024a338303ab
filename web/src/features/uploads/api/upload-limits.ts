import { useQuery } from '@tanstack/react-query';
import { UPLOAD_KINDS, type TUploadKindName } from '@skillway/shared';
import { api } from '../../../api';

const uploadLimitKeys = { all: ['uploads', 'limits'] as const };

/**
 * The company's limit for `kind` (the course video's is set per company by the super administrator); the kind's
 * own until the answer comes, so the hint never says nothing.
 */
export function useUploadLimit(kind: TUploadKindName): number {
  const limits = useQuery({
    queryKey: uploadLimitKeys.all,
    queryFn: () => api('uploads.limits'),
    staleTime: 5 * 60_000,
  });
  return limits.data?.data?.max_bytes?.[kind] ?? UPLOAD_KINDS[kind].maxBytes;
}
