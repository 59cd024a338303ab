import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { TExternalTraining } from '@skillway/shared';
import type { TColumn } from '../../../components/data-table';
import { specText } from '../../../i18n/spec-text';
import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE } from '@skillway/shared/constants/languages';
import { formatLongDate, formatShortDate } from '../../../lib/format-date';
import { formatNumber } from '../../../lib/format-number';

/** Cost (£): two decimals (in the active language's way), the column names the currency. */
function costText(cost: number | null): string {
  return cost === null ? '' : formatNumber(cost, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * The learner's long date: the server's own words in English (the spec's 'Monday, 3 March 2025'), the active
 * language's otherwise, from the day itself.
 */
function longDay(formatted: string | null, day: string | null): string {
  if (!day || i18n.locale === DEFAULT_LANGUAGE || !i18n.locale) return formatted ?? '';
  return formatLongDate(day) || (formatted ?? '');
}

interface TColumnOptions {
  /** The report's User (email) column. */
  withUser?: boolean;
  /** The row actions, when the viewer may act on the rows. */
  actions?: (record: TExternalTraining) => ReactNode;
  /** The actions column's heading. */
  actionsHeader?: ReactNode;
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
  actionsHeader = <Trans>Actions</Trans>,
  adminDates = false,
}: TColumnOptions = {}) {
  const columns: TColumn<TExternalTraining>[] = [
    {
      key: 'name',
      header: <Trans>Course Title</Trans>,
      cell: (r) => (
        <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {r.name}
        </Text>
      ),
    },
    {
      key: 'completed',
      header: <Trans>Date Completed</Trans>,
      cell: (r) => (adminDates ? formatShortDate(r.completed) : longDay(r.completed_formatted, r.completed)),
    },
    { key: 'type', header: <Trans>Training Type</Trans>, cell: (r) => specText(r.type_in_text) },
    { key: 'body', header: <Trans>Institute / Body</Trans>, cell: (r) => r.body },
    { key: 'score', header: <Trans>Score (%)</Trans>, cell: (r) => (r.score === null ? '' : r.score), width: 90 },
    {
      key: 'result',
      header: <Trans>Result</Trans>,
      cell: (r) => (
        <Text size="sm" fw={600} c={r.result === 'passed' ? 'green' : 'red'}>
          {specText(r.result_in_text)}
        </Text>
      ),
      width: 100,
    },
    { key: 'cost', header: <Trans>Cost (£)</Trans>, cell: (r) => costText(r.cost), width: 100 },
    {
      key: 'deadline',
      header: <Trans>Expiry Date</Trans>,
      cell: (r) => (adminDates ? formatShortDate(r.deadline) : longDay(r.deadline_formatted, r.deadline)),
    },
  ];
  if (withUser) {
    columns.push({
      key: 'user',
      header: <Trans>User</Trans>,
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
