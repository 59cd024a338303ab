import { List, Stack, Text } from '@mantine/core';
import {
  COURSE_TYPES,
  EXTERNAL_TRAINING_IMPORT_COLUMNS,
  EXTERNAL_TRAINING_IMPORT_GUIDE_URL,
  EXTERNAL_TRAINING_IMPORT_LIMITS,
  EXTERNAL_TRAINING_IMPORT_REQUIRED_COLUMNS,
  EXTERNAL_TRAINING_IMPORT_SAMPLE_URL,
  EXTERNAL_TRAINING_MSG,
} from '@skillway/shared';
import { CsvImportPanel } from '../../imports/components/csv-import-panel';
import { notifySuccess } from '../../../lib/notify';
import { useImportExternalTraining } from '../api/mutations';

const OPTIONAL_COLUMNS = EXTERNAL_TRAINING_IMPORT_COLUMNS.filter(
  (column) => !EXTERNAL_TRAINING_IMPORT_REQUIRED_COLUMNS.includes(column),
);

/** A short guide to the columns, from the shared constants. */
function ImportGuide() {
  return (
    <Stack gap={6}>
      <Text size="sm">
        Upload a CSV file with the columns <b>{EXTERNAL_TRAINING_IMPORT_COLUMNS.join(', ')}</b>, one row per course. The
        import is all or nothing: if any row is wrong nothing is saved and the rows to fix are listed under Error Logs.
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>
          Columns the file must have: <b>{EXTERNAL_TRAINING_IMPORT_REQUIRED_COLUMNS.join(', ')}</b>; it may leave out{' '}
          <b>{OPTIONAL_COLUMNS.join(', ')}</b>.
        </List.Item>
        <List.Item>email: an active user of your company.</List.Item>
        <List.Item>completed and deadline (the expiry date): YYYY-MM-DD or DD/MM/YYYY.</List.Item>
        <List.Item>type: one of {COURSE_TYPES.map((type) => type.name).join(', ')}.</List.Item>
        <List.Item>score: 0 to 100; result: passed or failed; cost: pounds, e.g. 149.99.</List.Item>
      </List>
    </Stack>
  );
}

/** Import External Training: the shared CSV import panel with this import's guide, sample and error logs. */
export function ExternalTrainingImportPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const importCsv = useImportExternalTraining();
  return (
    <CsvImportPanel
      opened={opened}
      onClose={onClose}
      title="Import External Training"
      guide={<ImportGuide />}
      sampleUrl={EXTERNAL_TRAINING_IMPORT_SAMPLE_URL}
      guideUrl={EXTERNAL_TRAINING_IMPORT_GUIDE_URL}
      limits={EXTERNAL_TRAINING_IMPORT_LIMITS}
      confirmMessage={EXTERNAL_TRAINING_MSG.IMPORT_CONFIRM}
      container="External"
      importCsv={importCsv}
      onImported={(result) => {
        notifySuccess(result.message || EXTERNAL_TRAINING_MSG.IMPORT_DONE);
        return null;
      }}
    />
  );
}
