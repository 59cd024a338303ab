import { getCourse } from '../../core/workflows/get-course';
import { defineHandler } from '../../core/platform/http/define-handler';

/** The edit panel's data: channels, thumbnail and topics are always part of a course. */
export const handler = defineHandler('courses.editInfo', async ({ auth, params }) => ({
  data: await getCourse(auth.companyId, params.id),
}));
