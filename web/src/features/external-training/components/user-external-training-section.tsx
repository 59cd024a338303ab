import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { EXTERNAL_TRAINING_PAGE_SIZES } from '@skillway/shared';
import { PagedTable } from '../../../components/list-card';
import { useListParams } from '../../../lib/use-list-params';
import { useUserExternalTraining } from '../api/queries';
import { ViewCertificate } from './external-training-actions';
import { externalTrainingColumns } from './external-training-columns';
import { LoadError } from '../../../components/load-error';

const COLUMNS = externalTrainingColumns({
  actions: (record) => <ViewCertificate record={record} />,
  actionsHeader: <Trans>Certificate</Trans>,
  adminDates: true,
});

interface TUserExternalTrainingSectionProps {
  userId: string;
  /** The user's name, for the table's caption and empty message. */
  name: string;
}

/**
 * A user's external training under a heading, read only with their certificates: the manager's User Summary of a
 * team member and the administrator's user course report.
 */
export function UserExternalTrainingSection({ userId, name }: TUserExternalTrainingSectionProps) {
  const { t } = useLingui();
  const list = useListParams({ limit: EXTERNAL_TRAINING_PAGE_SIZES[0] });
  const records = useUserExternalTraining(userId, list.params);
  return (
    <Stack gap="sm" component="section" aria-label={t`External training of ${name}`}>
      <Title order={2} fz={20}>
        <Trans>External Training</Trans>
      </Title>
      {records.isError ? (
        <LoadError onRetry={records.refetch} />
      ) : (
        <PagedTable
          list={list}
          total={records.data?.meta.pagination.total ?? 0}
          caption={t`External training of ${name}`}
          columns={COLUMNS}
          rows={records.data?.data ?? []}
          rowId={(r) => r.id}
          loading={records.isPending || records.isFetching}
          empty={t`${name} has no external training recorded.`}
          pageSizes={EXTERNAL_TRAINING_PAGE_SIZES}
          paging="several-pages"
          minWidth={1000}
        />
      )}
    </Stack>
  );
}
