import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { ROLE } from '@skillway/shared';
import { useSession } from '../../../api';
import { EmptyState } from '../../../components/empty-state';
import { ButtonLink } from '../../../components/links/button-link';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { searchQuery, useListParams, type TListParams } from '../../../lib/use-list-params';
import type { TEmailReportRequest } from '../../reports/components/email-report-buttons';
import { ReportFileActions } from '../../reports/components/report-file-actions';
import { COMPLIANCE_SEARCH_FIELDS, useComplianceSummary } from '../api/queries';
import { NO_COMPLIANCE_FILTERS, type TComplianceFilters } from '../api/query-keys';
import { ComplianceHeadline } from '../components/compliance-headline';
import { ComplianceMatrix } from '../components/compliance-matrix';
import { ExpiringSection } from '../components/expiring-section';

/** The compliance report's file as the screen narrows and orders it: the search, the group, the manager and the sort. */
function reportRequest(params: TListParams, filters: TComplianceFilters): TEmailReportRequest {
  return {
    report: 'compliance',
    search: searchQuery(params.search, COMPLIANCE_SEARCH_FIELDS),
    group_id: filters.groupId ?? undefined,
    manager_id: filters.managerId ?? undefined,
    orderBy: params.orderBy,
    sortedBy: params.orderBy ? params.sortedBy : undefined,
  };
}

/**
 * Compliance: who is trained and in date today. The headline (% in date, overall and per required course), the
 * matrix of learners × required courses, and the certificates expiring in the next 30, 60 or 90 days with Remind.
 * The administrator sees the company, with exports and Email to…; a manager the same screen narrowed to their team
 * by the server.
 */
export default function CompliancePage() {
  const { t } = useLingui();
  const admin = useSession()?.user.role_id === ROLE.ADMIN;
  const matrixHeadingId = useId();
  const list = useListParams({ orderBy: 'first_name', sortedBy: 'asc' });
  const [filters, setFilters] = useState<TComplianceFilters>(NO_COMPLIANCE_FILTERS);
  const summary = useComplianceSummary(filters);
  const required = (summary.data?.courses.length ?? 0) > 0;

  const changeFilters = (next: TComplianceFilters) => {
    setFilters(next);
    list.resetPage();
  };

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <PageHeader title={t`Compliance`}>
          {admin && required && (
            <ReportFileActions request={reportRequest(list.params, filters)} what={t`compliance report`} />
          )}
        </PageHeader>
        <Text size="sm" c="dimmed">
          {admin
            ? t`Who is trained and in date today on each required course.`
            : t`Who in your team is trained and in date today on each required course.`}
        </Text>
      </Stack>

      {summary.isPending && (
        <Center py="xl">
          <Loader role="img" aria-label={t`Loading compliance`} />
        </Center>
      )}
      {summary.isError && <LoadError title={t`Compliance could not be loaded`} onRetry={summary.refetch} />}
      {summary.isSuccess && !required && (
        <EmptyState
          icon={<IconShieldCheck size={28} aria-hidden />}
          title={t`No required courses yet`}
          action={
            admin && (
              <ButtonLink to="/admin/courses" variant="light">
                <Trans>Go to Courses</Trans>
              </ButtonLink>
            )
          }
        >
          <Trans>
            Set a validity or tick Show on the Compliance screen on a course&apos;s Recertification settings.
          </Trans>
        </EmptyState>
      )}
      {summary.isSuccess && required && (
        <>
          <ComplianceHeadline summary={summary.data} filtered={Boolean(filters.groupId || filters.managerId)} />
          <Stack gap="sm" component="section" aria-labelledby={matrixHeadingId}>
            <Title order={2} fz="lg" id={matrixHeadingId}>
              <Trans>Learners by course</Trans>
            </Title>
            <ComplianceMatrix list={list} filters={filters} onFilters={changeFilters} byManager={admin} />
          </Stack>
          <ExpiringSection />
        </>
      )}
    </Stack>
  );
}
