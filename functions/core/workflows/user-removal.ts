import { deleteIdentity } from '../platform/auth/identity-provider';
import type { TLog } from '../platform/http/logger';
import { requestFilesDeletion } from '../platform/storage/request-file-deletion';
import { deleteUploadRecord } from '../platform/uploads/upload-repository';
import { changeEnrolments } from '../delivery/enrolment/change-enrolments';
import type { TSource } from '../delivery/enrolment/enrolment-rules';
import type { TEnrolmentItem } from '../delivery/enrolment/enrolment-repository';

/** The steps deleting a user (delete-user.ts) and erasing one (erase-user.ts) both take. */

/** Every enrolment loses every source, which deletes it and moves the course and playlist counters. */
export async function removeUserEnrolments(
  companyId: string,
  userId: string,
  enrolments: readonly TEnrolmentItem[],
): Promise<void> {
  await changeEnrolments(
    companyId,
    enrolments.flatMap((enrolment) =>
      Object.keys(enrolment.sources).map((source) => ({
        userId,
        target: { type: enrolment.target_type, id: enrolment.target_id },
        change: { op: 'remove' as const, source: source as TSource },
      })),
    ),
  );
}

/** The picture is not worth failing the removal for; the log names it for a clean-up. */
export async function removeUserPicture(companyId: string, key: string, log: TLog): Promise<void> {
  try {
    await requestFilesDeletion(companyId, { keys: [key] });
    await deleteUploadRecord(companyId, key);
  } catch (error) {
    log.warn("could not delete a removed user's picture", { key, error: error as Error });
  }
}

/** The sign-in identity (Cognito, or the local pool); one already gone is fine (a retry). */
export async function deleteSignInIdentity(userId: string): Promise<void> {
  try {
    await deleteIdentity(userId);
  } catch (error) {
    const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined;
    if (name !== 'UserNotFoundException') throw error;
  }
}
