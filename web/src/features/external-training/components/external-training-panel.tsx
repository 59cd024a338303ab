import { useLingui } from '@lingui/react/macro';
import { Loader, Stack } from '@mantine/core';
import { type TExternalTraining } from '@skillway/shared';
import { SidePanel } from '../../../components/side-panel';
import { useExternalTraining } from '../api/queries';
import { ExternalTrainingForm } from './external-training-form';
import { LoadError } from '../../../components/load-error';

interface TExternalTrainingPanelProps {
  opened: boolean;
  /** The row to edit, or null to add a record. */
  record: TExternalTraining | null;
  /** The administrator's panel: the record is for a chosen user. */
  admin?: boolean;
  onClose: () => void;
}

/** Edit starts from the record as the server holds it now (its certificate link is fresh too). */
function EditForm({ id, admin, onDone }: { id: string; admin: boolean; onDone: () => void }) {
  const { t } = useLingui();
  const record = useExternalTraining(id);
  if (record.isPending) return <Loader role="img" size="sm" aria-label={t`Loading the external training`} />;
  if (record.isError) return <LoadError onRetry={record.refetch} />;
  return <ExternalTrainingForm key={record.data.updated_at} record={record.data} admin={admin} onDone={onDone} />;
}

/** The side panels 'Add External Training' and 'Edit External Training' (learner and administrator). */
export function ExternalTrainingPanel({ opened, record, admin = false, onClose }: TExternalTrainingPanelProps) {
  const { t } = useLingui();
  const title = record ? t`Edit External Training` : t`Add External Training`;
  return (
    <SidePanel opened={opened} onClose={onClose} title={title} size={620}>
      <Stack gap="md">
        {/* Keyed by record so opening another one starts from its values, not the last form's. */}
        {opened &&
          (record ? (
            <EditForm key={record.id} id={record.id} admin={admin} onDone={onClose} />
          ) : (
            <ExternalTrainingForm record={null} admin={admin} onDone={onClose} />
          ))}
      </Stack>
    </SidePanel>
  );
}
