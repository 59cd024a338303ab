import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { DataTable } from './data-table';

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
