import type { TCertificateFilesDeleteRequestedDetail } from '@skillway/shared';
import { getEnrolments } from '../../delivery/enrolment/enrolment-repository';
import { keys } from '../../platform/db/keys';
import { deleteCourseObject, deletePrefix } from '../../platform/storage/course-files';

/**
 * `certificates.files-delete-requested` (events/handlers/delete-certificate-files): the PDFs of certificates whose
 * enrolments were deleted. A learner no longer enrolled loses every file under their course's certificate prefix
 * (with any PDF a lost race left behind); a learner enrolled again meanwhile keeps their new certificate and loses
 * only the named ones. Deleting a file already gone is fine, so a redelivered event is harmless. Returns how many
 * files it deleted.
 */
export async function deleteCertificateFiles(detail: TCertificateFilesDeleteRequestedDetail): Promise<number> {
  const companyId = detail.company_id;
  let deleted = 0;
  for (const { course_id: courseId, user_id: userId, certificate_ids: ids } of detail.enrolments) {
    const found = await getEnrolments(companyId, [{ userId, target: { type: 'course', id: courseId } }]);
    const current = [...found.values()][0];
    if (!current) {
      deleted += await deletePrefix(keys.userCourseCertificatesPrefix(companyId, courseId, userId));
      continue;
    }
    for (const id of ids) {
      if (id === current.certificate_id) continue;
      await deleteCourseObject(keys.certificateKey(companyId, courseId, userId, id));
      deleted += 1;
    }
  }
  return deleted;
}
