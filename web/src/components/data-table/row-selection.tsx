import { useLingui } from '@lingui/react/macro';
import { Checkbox, Tooltip } from '@mantine/core';

export interface TSelection {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

/** What both layouts of a list (the table, the phone's cards) need to tick rows. */
export interface TRowSelection {
  /** Every row that can be ticked is ticked (and there is one). */
  all: boolean;
  /** Some but not all of them are. */
  some: boolean;
  /** No row on the page can be ticked: select-all is disabled. */
  none: boolean;
  toggleAll: () => void;
  toggleOne: (id: string) => void;
  isSelected: (id: string) => boolean;
}

/** The selection of the rows shown: select-all covers the rows that are not locked, others keep their state. */
export function rowSelection<T>(
  rows: readonly T[],
  rowId: (row: T) => string,
  selection: TSelection,
  rowLocked?: (row: T) => string | undefined,
): TRowSelection {
  const ids = rows.filter((row) => !rowLocked?.(row)).map(rowId);
  const selectedHere = ids.filter((id) => selection.selected.has(id)).length;
  const all = ids.length > 0 && selectedHere === ids.length;
  return {
    all,
    some: selectedHere > 0 && !all,
    none: ids.length === 0,
    toggleAll: () => {
      const next = new Set(selection.selected);
      for (const id of ids) {
        if (all) next.delete(id);
        else next.add(id);
      }
      selection.onChange(next);
    },
    toggleOne: (id) => {
      const next = new Set(selection.selected);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      selection.onChange(next);
    },
    isSelected: (id) => selection.selected.has(id),
  };
}

interface TRowCheckboxProps {
  /** The row's name ("Ada Lovelace"): the box reads "Select Ada Lovelace". */
  name: string;
  checked: boolean;
  /** Why the row cannot be ticked, shown as the box's tooltip and added to its name. */
  locked?: string;
  onToggle: () => void;
}

/** A row's tick box; a locked row's box is disabled and says why. */
export function RowCheckbox({ name, checked, locked, onToggle }: TRowCheckboxProps) {
  const { t } = useLingui();
  if (!locked) return <Checkbox aria-label={t`Select ${name}`} checked={checked} onChange={onToggle} />;
  return (
    // A disabled input takes no pointer events, so the tooltip hangs on a wrapper.
    <Tooltip label={locked} withinPortal multiline maw={260}>
      <span style={{ display: 'inline-block' }}>
        <Checkbox aria-label={t`Select ${name}: ${locked}`} checked={checked} disabled readOnly />
      </span>
    </Tooltip>
  );
}
