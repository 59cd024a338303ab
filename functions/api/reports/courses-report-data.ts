import { getCoursesReportData } from '../../core/oversight/reports/courses-report-data';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('courses.reportData', async ({ auth }) => getCoursesReportData(auth.companyId));
