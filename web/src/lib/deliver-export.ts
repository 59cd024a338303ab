import type { TExportAnswer } from '@skillway/shared';
import { specText } from '../i18n/spec-text';
import { downloadUrl } from './download-url';
import { notifySuccess } from './notify';

/**
 * What an export answered: its download link, followed at once, or (a file that takes long is built in the
 * background and emailed) the report request message, shown as a notification.
 */
export function deliverExport(answer: TExportAnswer): void {
  if ('url' in answer) downloadUrl(answer.data.url, answer.data.file_name);
  else notifySuccess(specText(answer.message));
}
