import {
  EXTERNAL_TRAINING_RESULT_TEXT,
  externalTrainingTypeName,
  type TExternalTraining,
  type TExternalTrainingResult,
} from '@skillway/shared';
import type { TUserItem } from '../../platform/db/types';
import { formatLongDay } from '../certificates/certificate-dates';
import { certificateUrl } from './certificate-file';
import type { TExternalTrainingItem, TStoredExternalTraining } from './external-training-repository';

type TOwner = Pick<TUserItem, 'user_id' | 'first_name' | 'last_name' | 'email'>;

/** The long date the learner screens show ('Monday, 3 March 2025') of a yyyy-mm-dd day. */
function formatTrainingDay(day: string): string {
  return formatLongDay(`${day}T00:00:00Z`);
}

/** A record as every call answers it: derived texts on the server, the certificate as a short-lived link. */
export async function presentExternalTraining(
  record: TStoredExternalTraining,
  owner: TOwner,
): Promise<TExternalTraining> {
  const url = await certificateUrl(record);
  const result = record.result as TExternalTrainingResult;
  return {
    id: record.training_id,
    name: record.name,
    user: { id: owner.user_id, first_name: owner.first_name, last_name: owner.last_name, email: owner.email },
    completed: record.completed,
    completed_formatted: formatTrainingDay(record.completed),
    type: record.type,
    type_in_text: externalTrainingTypeName(record.type) ?? '',
    body: record.body,
    score: record.score ?? null,
    result,
    result_in_text: EXTERNAL_TRAINING_RESULT_TEXT[result],
    cost: record.cost ?? null,
    deadline: record.deadline ?? null,
    deadline_formatted: record.deadline ? formatTrainingDay(record.deadline) : null,
    file:
      url && record.file_key
        ? {
            url,
            original_name: record.file_name ?? '',
            mime_type: record.file_mime ?? '',
            size: record.file_size ?? 0,
          }
        : null,
    s3_url: record.file_key ?? null,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** Records newest completion first (then newest added first). */
export function sortNewestFirst(records: readonly TExternalTrainingItem[]): TExternalTrainingItem[] {
  return [...records].sort(
    (a, b) => b.completed.localeCompare(a.completed) || b.training_id.localeCompare(a.training_id),
  );
}
