import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { TExternalTraining } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { formatShortDate } from '../../../lib/format-date';

const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cost (£): two decimals, the column names the currency. */
function costText(cost: number | null): string {
  return cost === null ? '' : money.format(cost);
}

interface TColumnOptions {
  /** The report's User (email) column. */
  withUser?: boolean;
  /** The row actions, when the viewer may act on the rows. */
  actions?: (record: TExternalTraining) => ReactNode;
  /** The actions column's heading. */
  actionsHeader?: string;
  /**
   * The admin screens' dd-mm-yyyy (spec section 9), as the report's Excel and PDF files write them; otherwise the
   * learner screens' long date.
   */
  adminDates?: boolean;
}

/** The spec's columns of an external training table (learner, report, a user's section). */
export function externalTrainingColumns({
  withUser = false,
  actions,
  actionsHeader = 'Actions',
  adminDates = false,
}: TColumnOptions = {}) {
  const columns: TColumn<TExternalTraining>[] = [
    {
      key: 'name',
      header: 'Course Title',
      cell: (r) => (
        <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {r.name}
        </Text>
      ),
    },
    {
      key: 'completed',
      header: 'Date Completed',
      cell: (r) => (adminDates ? formatShortDate(r.completed) : r.completed_formatted),
    },
    { key: 'type', header: 'Training Type', cell: (r) => r.type_in_text },
    { key: 'body', header: 'Institute / Body', cell: (r) => r.body },
    { key: 'score', header: 'Score (%)', cell: (r) => (r.score === null ? '' : r.score), width: 90 },
    {
      key: 'result',
      header: 'Result',
      cell: (r) => (
        <Text size="sm" fw={600} c={r.result === 'passed' ? 'green' : 'red'}>
          {r.result_in_text}
        </Text>
      ),
      width: 100,
    },
    { key: 'cost', header: 'Cost (£)', cell: (r) => costText(r.cost), width: 100 },
    {
      key: 'deadline',
      header: 'Expiry Date',
      cell: (r) => (adminDates ? formatShortDate(r.deadline) : (r.deadline_formatted ?? '')),
    },
  ];
  if (withUser) {
    columns.push({
      key: 'user',
      header: 'User',
      cell: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.user.email}
        </Text>
      ),
    });
  }
  if (actions) columns.push({ key: 'actions', header: actionsHeader, cell: actions, width: 150 });
  return columns;
}
