import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCertificate, IconCertificateOff, IconEdit, IconTrash } from '@tabler/icons-react';
import { EXTERNAL_TRAINING_MSG, type TExternalTraining } from '@skillway/shared';
import { RowAction } from '../../../components/row-action';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifySuccess } from '../../../lib/notify';
import { notifyApiError } from '../../../lib/notify-api-error';
import { useDeleteExternalTraining, useDeleteExternalTrainingCertificate } from '../api/mutations';

/** View certificate: the file's short-lived link in a new tab. */
export function ViewCertificate({ record }: { record: TExternalTraining }) {
  const { t } = useLingui();
  if (!record.file) return null;
  const name = record.name;
  return (
    <Tooltip label={t`View Certificate`} withinPortal>
      <ActionIcon
        component="a"
        href={record.file.url}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        aria-label={t`View the certificate of ${name}`}
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
  const { t } = useLingui();
  const remove = useDeleteExternalTraining();
  const removeCertificate = useDeleteExternalTrainingCertificate();
  const name = record.name;

  const confirmDeleteCertificate = async () => {
    const ok = await confirmAction({
      title: t`Delete certificate`,
      message: specText(EXTERNAL_TRAINING_MSG.CERTIFICATE_DELETE_CONFIRM),
      confirmLabel: t`Continue`,
      cancelLabel: t`Cancel`,
      danger: true,
    });
    if (!ok) return;
    removeCertificate.mutate(record.id, {
      onSuccess: () => notifySuccess(specText(EXTERNAL_TRAINING_MSG.CERTIFICATE_DELETED)),
      onError: (error) => notifyApiError(error),
    });
  };

  const confirmDelete = async () => {
    const ok = await confirmAction({
      title: t`Delete external training`,
      message: specText(EXTERNAL_TRAINING_MSG.DELETE_CONFIRM),
      confirmLabel: t`Yes`,
      cancelLabel: t`No`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(record.id, {
      onSuccess: (result) => notifySuccess(specText(result.message || EXTERNAL_TRAINING_MSG.DELETED)),
      onError: (error) => notifyApiError(error),
    });
  };

  return (
    <Group gap={2} wrap="nowrap">
      <ViewCertificate record={record} />
      {record.file && (
        <RowAction
          tooltip={t`Delete Certificate`}
          label={t`Delete the certificate of ${name}`}
          color="red"
          onClick={() => void confirmDeleteCertificate()}
          loading={removeCertificate.isPending}
        >
          <IconCertificateOff size={18} aria-hidden />
        </RowAction>
      )}
      <RowAction tooltip={t`Edit`} label={t`Edit ${name}`} onClick={() => onEdit(record)}>
        <IconEdit size={18} aria-hidden />
      </RowAction>
      <RowAction
        tooltip={t`Delete`}
        label={t`Delete ${name}`}
        color="red"
        onClick={() => void confirmDelete()}
        loading={remove.isPending}
      >
        <IconTrash size={18} aria-hidden />
      </RowAction>
    </Group>
  );
}
