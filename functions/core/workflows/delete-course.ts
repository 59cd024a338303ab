import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { courseEntity, installedCourseEntity } from '../platform/db/entities/course';
import { targetStatsEntity } from '../platform/db/entities/enrolment';
import { removeTargetEverywhere } from '../delivery/enrolment/enrol-users';
import { courseFileKeys, packageContentPrefix } from '../platform/storage/course-files';
import { requestFilesDeletion } from '../platform/storage/request-file-deletion';
import { deleteCoursePartition } from '../content/courses/course-partition';
import { requireCourse } from '../content/courses/course-repository';
import { listCourseAssets } from '../content/courses/material-repository';
import { deleteCourseNotificationItems } from '../oversight/notifications/settings/settings-repository';

/**
 * Deletes a course and everything of it: enrolments and group links (with their counters), material, test and
 * questions, every file under the course's prefix and its packages' unpacked content and learners' LRS data (in the
 * background: files.delete-requested), its notification
 * override and content, the catalogue marker (so it can be installed again), and the course itself last, so a failed
 * run can simply be repeated.
 */
export async function deleteCourse(companyId: string, courseId: string): Promise<void> {
  const course = await requireCourse(companyId, courseId);
  await removeTargetEverywhere(companyId, { type: 'course', id: courseId });
  // Asked for before the material items go, so a repeated run still knows the packages' unpacked content.
  const packages = (await listCourseAssets(companyId, courseId)).filter((asset) => asset.asset_type === 'package');
  await requestFilesDeletion(companyId, {
    prefixes: [
      courseFileKeys.prefix(companyId, courseId),
      ...packages.map((asset) => packageContentPrefix(companyId, asset.asset_id)),
    ],
    packages: packages.map((asset) => ({ course_id: courseId, asset_id: asset.asset_id })),
  });
  await deleteCoursePartition(companyId, courseId);
  await deleteCourseNotificationItems(companyId, courseId);
  await targetStatsEntity()
    .build(DeleteItemCommand)
    .key({ company_id: companyId, target_type: 'course', target_id: courseId })
    .send();
  if (course.catalogue_slug) {
    await installedCourseEntity()
      .build(DeleteItemCommand)
      .key({ company_id: companyId, slug: course.catalogue_slug })
      .options({ condition: { attr: 'course_id', eq: courseId } })
      .send()
      .catch((error: unknown) => {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      });
  }
  await courseEntity().build(DeleteItemCommand).key({ company_id: companyId, course_id: courseId }).send();
}
