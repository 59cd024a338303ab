import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { TComplianceRow } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { ListCard } from '../../../components/list-card';
import type { TListControls } from '../../../lib/use-list-params';
import { useComplianceMatrix } from '../api/queries';
import type { TComplianceFilters } from '../api/query-keys';
import { ComplianceFilters } from './compliance-filters';
import { ComplianceStatusBadge } from './status-badge';

/** A required course's column, as the matrix's answer names them (sorted by its status: `course:<id>`). */
interface TMatrixCourse {
  id: string;
  name: string;
}

/** One column per required course: the learner's status there, or that they are not enrolled on it. */
function courseColumn(course: TMatrixCourse): TColumn<TComplianceRow> {
  return {
    key: `course:${course.id}`,
    header: course.name,
    sortKey: `course:${course.id}`,
    cell: (row) => {
      const cell = row.cells.find((candidate) => candidate.course_id === course.id);
      return cell ? (
        <ComplianceStatusBadge cell={cell} />
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>Not enrolled</Trans>
        </Text>
      );
    },
  };
}

/** Room for the name and email, then for each course's status badge, before the table scrolls sideways. */
const PERSON_WIDTH = 380;
const COURSE_WIDTH = 200;

interface TComplianceMatrixProps {
  list: TListControls;
  filters: TComplianceFilters;
  onFilters: (filters: TComplianceFilters) => void;
  /** Whether the manager filter is offered (administrators). */
  byManager: boolean;
}

/**
 * The compliance matrix: a page of learners (rows) with their status on each required course (columns), searched by
 * name or email, narrowed by group or manager, sorted by name, email or a course's status, and paged at the server.
 * On a phone each learner is a card listing their courses.
 */
export function ComplianceMatrix({ list, filters, onFilters, byManager }: TComplianceMatrixProps) {
  const { t } = useLingui();
  const matrix = useComplianceMatrix(list.params, filters);
  const courses = matrix.data?.courses;
  const columns = useMemo<readonly TColumn<TComplianceRow>[]>(
    () => [
      {
        key: 'name',
        header: t`Name`,
        sortKey: 'first_name',
        cell: (row) => (
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }} miw={120}>
            {row.first_name} {row.last_name}
          </Text>
        ),
      },
      {
        key: 'email',
        header: t`Email`,
        sortKey: 'email',
        cell: (row) => (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} miw={150}>
            {row.email}
          </Text>
        ),
      },
      ...(courses ?? []).map(courseColumn),
    ],
    [courses, t],
  );
  const filtered = Boolean(list.params.search || filters.groupId || filters.managerId);

  return (
    <ListCard
      search={{ label: t`Search Users` }}
      filters={<ComplianceFilters filters={filters} onFilters={onFilters} byManager={byManager} />}
      list={list}
      total={matrix.data?.meta.pagination.total ?? 0}
      failed={matrix.isError}
      onRetry={matrix.refetch}
      caption={t`Compliance matrix`}
      columns={columns}
      rows={matrix.data?.data ?? []}
      rowId={(row) => row.user_id}
      rowLabel={(row) => `${row.first_name} ${row.last_name}`}
      loading={matrix.isFetching}
      empty={filtered ? t`No learners match these filters.` : t`No learners are enrolled on a required course yet.`}
      emptyHint={filtered ? undefined : t`Enrol learners on the required courses to see their status here.`}
      minWidth={PERSON_WIDTH + COURSE_WIDTH * (courses?.length ?? 1)}
    />
  );
}
