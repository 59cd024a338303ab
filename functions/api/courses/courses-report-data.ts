import { getCoursesReportData } from '../../core/courses/courses-report-data';
import { defineHandler } from '../../core/http/define-handler';

export const handler = defineHandler('courses.reportData', async ({ auth }) => getCoursesReportData(auth.companyId));
