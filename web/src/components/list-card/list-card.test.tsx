import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@skillway/shared';
import { theme } from '../../app/theme';
import { useListParams } from '../../lib/use-list-params';
import type { TColumn } from '../data-table';
import { ListCard } from './list-card';

interface TPerson {
  id: string;
  name: string;
}

const PEOPLE: TPerson[] = Array.from({ length: 12 }, (_, i) => ({ id: `p${i + 1}`, name: `Person ${i + 1}` }));
const COLUMNS: readonly TColumn<TPerson>[] = [{ key: 'name', header: 'Name', cell: (p) => p.name }];

/** A client-side list standing in for a server one: it filters and pages with the card's list controls. */
function People({
  failed = false,
  onRetry,
  rows = PEOPLE,
}: {
  failed?: boolean;
  onRetry?: () => void;
  rows?: TPerson[];
}) {
  const list = useListParams({ limit: 5 });
  const { page, limit, search } = list.params;
  const matching = rows.filter((p) => p.name.includes(search));
  return (
    <ListCard
      search={{ label: 'Search People', delayMs: 0 }}
      list={list}
      total={matching.length}
      failed={failed}
      onRetry={onRetry}
      caption="People"
      columns={COLUMNS}
      rows={matching.slice((page - 1) * limit, page * limit)}
      rowId={(p) => p.id}
      empty="No people match."
    />
  );
}

function renderCard(failed?: boolean, onRetry?: () => void, rows?: TPerson[]) {
  render(
    <MantineProvider theme={theme} env="test">
      <People failed={failed} onRetry={onRetry} rows={rows} />
    </MantineProvider>,
  );
  return screen.getByRole('table', { name: 'People' });
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('ListCard', () => {
  it('pages through the rows and shows the range', () => {
    const table = renderCard();
    expect(names(table)).toEqual(['Person 1', 'Person 2', 'Person 3', 'Person 4', 'Person 5']);
    expect(screen.getByText('1–5 of 12')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(names(table)).toEqual(['Person 11', 'Person 12']);
    expect(screen.getByText('11–12 of 12')).toBeTruthy();
  });

  it('searches from page 1 and says when nothing matches', () => {
    const table = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search People' }), { target: { value: 'Person 1' } });
    expect(names(table)).toEqual(['Person 1', 'Person 10', 'Person 11', 'Person 12']);
    expect(screen.getByText('1–4 of 4')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search People' }), { target: { value: 'Nobody' } });
    expect(within(table).getByText('No people match.')).toBeTruthy();
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });

  it('shows the load error above the table, with Try again that loads the list again', () => {
    const retry = vi.fn();
    const table = renderCard(true, retry, []);
    expect(screen.getByRole('alert').textContent).toContain(MSG.GENERIC_ERROR);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    // A list that failed is not an empty list: its "nothing matches" line is not shown.
    expect(within(table).queryByText('No people match.')).toBeNull();
  });
});
