import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCertificate, IconCertificateOff, IconEdit, IconTrash } from '@tabler/icons-react';
import { EXTERNAL_TRAINING_MSG, type TExternalTraining } from '@skillway/shared';
import { RowAction } from '../../../components/row-action';
import { confirmAction } from '../../../lib/confirm';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDeleteExternalTraining, useDeleteExternalTrainingCertificate } from '../api/mutations';

/** View certificate: the file's short-lived link in a new tab. */
export function ViewCertificate({ record }: { record: TExternalTraining }) {
  if (!record.file) return null;
  return (
    <Tooltip label="View Certificate" withinPortal>
      <ActionIcon
        component="a"
        href={record.file.url}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        aria-label={`View the certificate of ${record.name}`}
      >
        <IconCertificate size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

interface TExternalTrainingActionsProps {
  record: TExternalTraining;
  onEdit: (record: TExternalTraining) => void;
}

/**
 * A record's row actions: View Certificate and Delete Certificate (only when a file exists), Edit, Delete; both
 * deletions ask first with the spec's confirmations.
 */
export function ExternalTrainingActions({ record, onEdit }: TExternalTrainingActionsProps) {
  const remove = useDeleteExternalTraining();
  const removeCertificate = useDeleteExternalTrainingCertificate();
  const name = record.name;

  const confirmDeleteCertificate = async () => {
    const ok = await confirmAction({
      title: 'Delete certificate',
      message: EXTERNAL_TRAINING_MSG.CERTIFICATE_DELETE_CONFIRM,
      confirmLabel: 'Continue',
      cancelLabel: 'Cancel',
      danger: true,
    });
    if (!ok) return;
    removeCertificate.mutate(record.id, {
      onSuccess: () => notifySuccess(EXTERNAL_TRAINING_MSG.CERTIFICATE_DELETED),
      onError: (error) => notifyApiError(error),
    });
  };

  const confirmDelete = async () => {
    const ok = await confirmAction({
      title: 'Delete external training',
      message: EXTERNAL_TRAINING_MSG.DELETE_CONFIRM,
      confirmLabel: 'Yes',
      cancelLabel: 'No',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(record.id, {
      onSuccess: (result) => notifySuccess(result.message || EXTERNAL_TRAINING_MSG.DELETED),
      onError: (error) => notifyApiError(error),
    });
  };

  return (
    <Group gap={2} wrap="nowrap">
      <ViewCertificate record={record} />
      {record.file && (
        <RowAction
          tooltip="Delete Certificate"
          label={`Delete the certificate of ${name}`}
          color="red"
          onClick={() => void confirmDeleteCertificate()}
          loading={removeCertificate.isPending}
        >
          <IconCertificateOff size={18} aria-hidden />
        </RowAction>
      )}
      <RowAction tooltip="Edit" label={`Edit ${name}`} onClick={() => onEdit(record)}>
        <IconEdit size={18} aria-hidden />
      </RowAction>
      <RowAction
        tooltip="Delete"
        label={`Delete ${name}`}
        color="red"
        onClick={() => void confirmDelete()}
        loading={remove.isPending}
      >
        <IconTrash size={18} aria-hidden />
      </RowAction>
    </Group>
  );
}
