import { useMutation } from '@tanstack/react-query';
import type { TRecertificationBody } from '@skillway/shared';
import { api } from '../../../api';
import { useInvalidate } from '../../../lib/use-invalidate';
import { courseKeys } from './query-keys';

/**
 * The compliance screens' data (web/src/features/compliance/api/query-keys.ts, `complianceKeys.all`): a course's
 * validity decides whether it is on the matrix and what its cells say.
 */
const COMPLIANCE_RESOURCE = ['compliance'] as const;

/** PUT /courses/{id}/recertification: the course's certificate validity and renewal (with `recalculate`, issued ones too). */
export function useUpdateRecertification(courseId: string) {
  const invalidate = useInvalidate(courseKeys.all, COMPLIANCE_RESOURCE);
  return useMutation({
    mutationFn: (body: TRecertificationBody) =>
      api('compliance.updateRecertification', { params: { id: courseId }, body }),
    onSuccess: invalidate,
  });
}

/** POST /courses/{id}/recertification/impact: how many issued certificates the new settings would change. */
export function useRecertificationImpact(courseId: string) {
  return useMutation({
    mutationFn: async (body: TRecertificationBody) =>
      (await api('compliance.recertificationImpact', { params: { id: courseId }, body })).data,
  });
}
