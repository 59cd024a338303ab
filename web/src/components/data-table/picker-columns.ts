import type { TColumn } from './table-types';

interface TPerson {
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * First Name, Surname and Email as plain, unsorted text: the columns of the lists that pick people (the enrol
 * stepper's users, a group's members, the team assign panel).
 */
export function pickerPersonColumns<T extends TPerson>(): TColumn<T>[] {
  return [
    { key: 'first_name', header: 'First Name', cell: (u) => u.first_name },
    { key: 'last_name', header: 'Surname', cell: (u) => u.last_name },
    { key: 'email', header: 'Email', cell: (u) => u.email },
  ];
}
