import { Trans } from '@lingui/react/macro';
import type { TColumn } from './table-types';

interface TPerson {
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * First Name, Surname and Email as plain, unsorted text: the columns of the lists that pick people (the enrol
 * stepper's users, a group's members, the team assign panel). The headings are elements, translated as they render
 * (callers build the columns once, at module level).
 */
export function pickerPersonColumns<T extends TPerson>(): TColumn<T>[] {
  return [
    { key: 'first_name', header: <Trans>First Name</Trans>, cell: (u) => u.first_name },
    { key: 'last_name', header: <Trans>Surname</Trans>, cell: (u) => u.last_name },
    { key: 'email', header: <Trans>Email</Trans>, cell: (u) => u.email },
  ];
}
