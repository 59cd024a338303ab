import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { EXTERNAL_TRAINING_PAGE_SIZES, type TExternalTraining } from '@skillway/shared';
import { ListCard } from '../../../components/list-card';
import classes from '../../../components/list-card/sticky-actions.module.css';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../lib/use-list-params';
import { useMyExternalTraining } from '../api/queries';
import { ExternalTrainingActions } from '../components/external-training-actions';
import { externalTrainingColumns } from '../components/external-training-columns';
import { ExternalTrainingPanel } from '../components/external-training-panel';

/**
 * My External Training (/profile/external-training): the learner's courses taken elsewhere, paged on the server
 * (5, 10 or 15), with Add New Course and per row the certificate, Edit and Delete.
 */
export default function MyExternalTrainingPage() {
  const { t } = useLingui();
  const list = useListParams();
  const records = useMyExternalTraining(list.params);
  const [panel, setPanel] = useState<{ opened: boolean; record: TExternalTraining | null }>({
    opened: false,
    record: null,
  });
  const edit = (record: TExternalTraining) => setPanel({ opened: true, record });

  const columns = externalTrainingColumns({
    actions: (record) => <ExternalTrainingActions record={record} onEdit={edit} />,
  });

  return (
    <Stack gap="lg">
      <PageHeader title={t`My External Training`}>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setPanel({ opened: true, record: null })}
        >
          <Trans>Add New Course</Trans>
        </Button>
      </PageHeader>

      <ListCard
        list={list}
        total={records.data?.meta.pagination.total ?? 0}
        failed={records.isError}
        onRetry={records.refetch}
        caption={t`My External Training`}
        columns={columns}
        rows={records.data?.data ?? []}
        rowId={(r) => r.id}
        loading={records.isFetching}
        empty={t`No external training added yet. Use Add New Course to record training you took elsewhere.`}
        tableClassName={classes.sticky}
        pageSizes={EXTERNAL_TRAINING_PAGE_SIZES}
        minWidth={960}
      />

      <ExternalTrainingPanel
        opened={panel.opened}
        record={panel.record}
        onClose={() => setPanel((p) => ({ ...p, opened: false }))}
      />
    </Stack>
  );
}
