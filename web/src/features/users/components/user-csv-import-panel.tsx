import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import {
  MSG,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_GUIDE_URL,
  USER_IMPORT_LIMITS,
  USER_IMPORT_SAMPLE_URL,
} from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { CsvImportPanel } from '../../imports/components/csv-import-panel';
import { useImportUsersCsv } from '../api/mutations';
import { ImportSummary, notifyImportResult } from './import-summary';

/**
 * Import Users (CSV): the server creates or updates users by email. Rows it refuses are listed under 'Error Logs'
 * with the last import's counts; a clean import closes the panel.
 */
export function UserCsvImportPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const importCsv = useImportUsersCsv();
  const columns = USER_IMPORT_COLUMNS.join(', ');
  return (
    <CsvImportPanel
      opened={opened}
      onClose={onClose}
      title={t`Import Users`}
      guide={
        <Text size="sm">
          <Trans>
            Upload a CSV file with the columns <b>{columns}</b>. Users are matched by email: new addresses are added,
            known ones updated. Groups are group names separated by semicolons.
          </Trans>
        </Text>
      }
      sampleUrl={USER_IMPORT_SAMPLE_URL}
      guideUrl={USER_IMPORT_GUIDE_URL}
      limits={USER_IMPORT_LIMITS}
      confirmMessage={specText(MSG.IMPORT_CONFIRM)}
      container="User"
      importCsv={importCsv}
      onImported={(result) => {
        notifyImportResult(result.data, result.message);
        return result.data.failed > 0 ? <ImportSummary summary={result.data} /> : null;
      }}
    />
  );
}
