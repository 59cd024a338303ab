import { ExportButtons as Buttons } from '../../../components/export-buttons';
import { exportCourseFile, type TExportTarget } from '../api/report-mutations';

/** Export Excel / Export PDF of the course library or one of a course's lists. */
export function ExportButtons({ target, what }: { target: TExportTarget; what: string }) {
  return <Buttons what={what} exportFile={(type) => exportCourseFile(target, type)} />;
}
