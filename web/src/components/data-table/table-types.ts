import type { ReactNode } from 'react';
import type { TSortDirection } from '../../lib/use-list-params';
import type { TSelection } from './row-selection';

/** A list's columns and props, shared by DataTable's two layouts (the table, the phone's cards). */

export interface TColumn<T> {
  /** 'actions' (or 'action'): the row's buttons, which on a phone sit at the foot of the row's card. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The API's orderBy field, when the column sorts. */
  sortKey?: string;
  width?: number | string;
}

export interface TDataTableProps<T> {
  /** Accessible name of the table. */
  caption: string;
  columns: readonly TColumn<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  /** How a row is named to a screen reader ("Select Ada Lovelace"). */
  rowLabel?: (row: T) => string;
  loading?: boolean;
  empty: ReactNode;
  /** A second, smaller line under the empty message: what to do to fill the list. */
  emptyHint?: ReactNode;
  orderBy?: string;
  sortedBy?: TSortDirection;
  onSort?: (key: string) => void;
  selection?: TSelection;
  /**
   * A row that cannot be ticked returns why (shown as its checkbox's tooltip); select-all skips it. Such rows keep
   * whatever selection state they had.
   */
  rowLocked?: (row: T) => string | undefined;
  /** Below this width the table scrolls sideways instead of squeezing its columns (a tablet; a phone gets cards). */
  minWidth?: number;
}
