import { Trans, useLingui } from '@lingui/react/macro';
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
import { specText } from '../../../i18n/spec-text';
import { notifySuccess } from '../../../lib/notify';
import { useImportExternalTraining } from '../api/mutations';

const OPTIONAL_COLUMNS = EXTERNAL_TRAINING_IMPORT_COLUMNS.filter(
  (column) => !EXTERNAL_TRAINING_IMPORT_REQUIRED_COLUMNS.includes(column),
);

/** A short guide to the columns, from the shared constants. */
function ImportGuide() {
  // The columns and the type names are the file's own words: they stay as they are in every language.
  const columns = EXTERNAL_TRAINING_IMPORT_COLUMNS.join(', ');
  const required = EXTERNAL_TRAINING_IMPORT_REQUIRED_COLUMNS.join(', ');
  const optional = OPTIONAL_COLUMNS.join(', ');
  const types = COURSE_TYPES.map((type) => type.name).join(', ');
  return (
    <Stack gap={6}>
      <Text size="sm">
        <Trans>
          Upload a CSV file with the columns <b>{columns}</b>, one row per course. The import is all or nothing: if any
          row is wrong nothing is saved and the rows to fix are listed under Error Logs.
        </Trans>
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>
          <Trans>
            Columns the file must have: <b>{required}</b>; it may leave out <b>{optional}</b>.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>email: an active user of your company.</Trans>
        </List.Item>
        <List.Item>
          <Trans>completed and deadline (the expiry date): YYYY-MM-DD or DD/MM/YYYY.</Trans>
        </List.Item>
        <List.Item>
          <Trans>type: one of {types}.</Trans>
        </List.Item>
        <List.Item>
          <Trans>score: 0 to 100; result: passed or failed; cost: pounds, e.g. 149.99.</Trans>
        </List.Item>
      </List>
    </Stack>
  );
}

/** Import External Training: the shared CSV import panel with this import's guide, sample and error logs. */
export function ExternalTrainingImportPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const importCsv = useImportExternalTraining();
  return (
    <CsvImportPanel
      opened={opened}
      onClose={onClose}
      title={t`Import External Training`}
      guide={<ImportGuide />}
      sampleUrl={EXTERNAL_TRAINING_IMPORT_SAMPLE_URL}
      guideUrl={EXTERNAL_TRAINING_IMPORT_GUIDE_URL}
      limits={EXTERNAL_TRAINING_IMPORT_LIMITS}
      confirmMessage={specText(EXTERNAL_TRAINING_MSG.IMPORT_CONFIRM)}
      container="External"
      importCsv={importCsv}
      onImported={(result) => {
        notifySuccess(specText(result.message || EXTERNAL_TRAINING_MSG.IMPORT_DONE));
        return null;
      }}
    />
  );
}
