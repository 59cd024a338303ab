import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { TColumn } from '../../../components/data-table';
import { formatShortDate } from '../../../lib/format-date';
import { ConfirmedMark } from './confirmed-mark';

interface TPerson {
  first_name: string;
  last_name: string;
  email: string;
}

/** First Name and Surname, both sortable: the first columns of every user list (users, archived, user report). */
export function nameColumns<T extends TPerson>(): TColumn<T>[] {
  return [
    { key: 'first_name', header: <Trans>First Name</Trans>, sortKey: 'first_name', cell: (u) => u.first_name },
    { key: 'last_name', header: <Trans>Surname</Trans>, sortKey: 'last_name', cell: (u) => u.last_name },
  ];
}

/** Email, broken anywhere rather than widening the table. */
export function emailColumn<T extends TPerson>(): TColumn<T> {
  return {
    key: 'email',
    header: <Trans>Email</Trans>,
    cell: (u) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} miw={150}>
        {u.email}
      </Text>
    ),
  };
}

/** Last Login (sortable) as dd-mm-yyyy, or 'Never'. */
export function lastLoginColumn<T extends { last_login: string | null }>(): TColumn<T> {
  return {
    key: 'last_login',
    header: <Trans>Last Login</Trans>,
    sortKey: 'last_login',
    cell: (u) =>
      u.last_login ? (
        formatShortDate(u.last_login)
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>Never</Trans>
        </Text>
      ),
  };
}

/** Confirmed: a tick once the user has chosen their own password, else a cross. */
export function confirmedColumn<T extends { confirmed: boolean }>(): TColumn<T> {
  return { key: 'confirmed', header: <Trans>Confirmed</Trans>, cell: (u) => <ConfirmedMark confirmed={u.confirmed} /> };
}
