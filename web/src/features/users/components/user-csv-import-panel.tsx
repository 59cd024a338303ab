import { Text } from '@mantine/core';
import {
  MSG,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_GUIDE_URL,
  USER_IMPORT_LIMITS,
  USER_IMPORT_SAMPLE_URL,
} from '@skillway/shared';
import { CsvImportPanel } from '../../imports/components/csv-import-panel';
import { useImportUsersCsv } from '../api/mutations';
import { ImportSummary, notifyImportResult } from './import-summary';

/**
 * Import Users (CSV): the server creates or updates users by email. Rows it refuses are listed under 'Error Logs'
 * with the last import's counts; a clean import closes the panel.
 */
export function UserCsvImportPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const importCsv = useImportUsersCsv();
  return (
    <CsvImportPanel
      opened={opened}
      onClose={onClose}
      title="Import Users"
      guide={
        <Text size="sm">
          Upload a CSV file with the columns <b>{USER_IMPORT_COLUMNS.join(', ')}</b>. Users are matched by email: new
          addresses are added, known ones updated. Groups are group names separated by semicolons.
        </Text>
      }
      sampleUrl={USER_IMPORT_SAMPLE_URL}
      guideUrl={USER_IMPORT_GUIDE_URL}
      limits={USER_IMPORT_LIMITS}
      confirmMessage={MSG.IMPORT_CONFIRM}
      container="User"
      importCsv={importCsv}
      onImported={(result) => {
        notifyImportResult(result.data, result.message);
        return result.data.failed > 0 ? <ImportSummary summary={result.data} /> : null;
      }}
    />
  );
}
