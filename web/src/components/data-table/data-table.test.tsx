import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { axeViolations } from '../../test/axe';
import { DataTable } from './data-table';
import type { TColumn } from './table-types';

const COLUMNS = [{ key: 'name', header: 'Name', cell: (row: { id: string }) => row.id }];

function renderTable(props: { loading?: boolean; emptyHint?: string; rows?: { id: string }[] }) {
  render(
    <MantineProvider theme={theme} env="test">
      <DataTable
        caption="Groups"
        columns={COLUMNS}
        rows={props.rows ?? []}
        rowId={(row) => row.id}
        loading={props.loading}
        empty="No Groups Found"
        emptyHint={props.emptyHint}
      />
    </MantineProvider>,
  );
  return screen.getByRole('table', { name: 'Groups' });
}

describe('DataTable states', () => {
  it('says the list is empty, with the line that tells what to do', () => {
    const table = renderTable({ emptyHint: 'Add New Group puts people together.' });
    expect(within(table).getByText('No Groups Found')).toBeTruthy();
    expect(within(table).getByText('Add New Group puts people together.')).toBeTruthy();
  });

  it('while loading shows neither the empty message nor its hint, and says it is busy', () => {
    const table = renderTable({ loading: true, emptyHint: 'Add New Group puts people together.' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).queryByText('No Groups Found')).toBeNull();
    expect(screen.queryByText('Add New Group puts people together.')).toBeNull();
  });

  it('with rows shows them and no empty message', () => {
    const table = renderTable({ rows: [{ id: 'Ops' }], emptyHint: 'Add New Group puts people together.' });
    expect(within(table).getByText('Ops')).toBeTruthy();
    expect(within(table).queryByText('No Groups Found')).toBeNull();
  });
});

/** A phone: the query for "narrower than sm" matches (the test setup's stand-in matches nothing, a desktop). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.startsWith('not all and (min-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

interface TCourseRow {
  id: string;
  name: string;
  users: number;
}

const COURSE_COLUMNS: readonly TColumn<TCourseRow>[] = [
  { key: 'name', header: 'Course Name', sortKey: 'name', cell: (row) => row.name },
  { key: 'users', header: 'Users', cell: (row) => row.users },
  {
    key: 'actions',
    header: 'Action',
    cell: (row) => <button type="button">{`Edit ${row.name}`}</button>,
  },
];

function renderPhoneList(props: { onSort?: (key: string) => void; onSelect?: (next: Set<string>) => void } = {}) {
  onAPhone();
  const { container } = render(
    <MantineProvider theme={theme} env="test">
      <DataTable
        caption="Courses"
        columns={COURSE_COLUMNS}
        rows={[
          { id: 'c1', name: 'Fire Safety', users: 12 },
          { id: 'c2', name: 'Manual Handling', users: 3 },
        ]}
        rowId={(row) => row.id}
        rowLabel={(row) => row.name}
        empty="No courses"
        orderBy="name"
        sortedBy="asc"
        onSort={props.onSort}
        selection={props.onSelect && { selected: new Set(['c2']), onChange: props.onSelect }}
      />
    </MantineProvider>,
  );
  return container;
}

describe('DataTable on a phone', () => {
  it('shows each row as a card: the headings label the values, the actions at the foot', async () => {
    const container = renderPhoneList();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Courses' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Fire Safety', 'Manual Handling']);
    const first = cards[0]!;
    const pairs = Array.from(first.querySelectorAll('dt'), (term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Course Name', 'Fire Safety'],
      ['Users', '12'],
    ]);
    // The action column is not a labelled value: its buttons sit after the list of values.
    const edit = within(first).getByRole('button', { name: 'Edit Fire Safety' });
    expect(edit.closest('dl')).toBeNull();
    expect(first.querySelector('dl')!.compareDocumentPosition(edit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps sorting and selection above the cards', async () => {
    const onSort = vi.fn();
    const onSelect = vi.fn();
    const container = renderPhoneList({ onSort, onSelect });
    const sorting = screen.getByRole('group', { name: 'Sort by' });
    fireEvent.click(within(sorting).getByRole('button', { name: 'Course Name, sorted ascending' }));
    expect(onSort).toHaveBeenCalledWith('name');

    const fire = screen.getByRole('checkbox', { name: 'Select Fire Safety' }) as HTMLInputElement;
    expect(fire.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Select Manual Handling' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(fire);
    expect(onSelect).toHaveBeenLastCalledWith(new Set(['c2', 'c1']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelect).toHaveBeenLastCalledWith(new Set(['c2', 'c1']));
    expect(await axeViolations(container)).toEqual([]);
  });
});
