/** A cell of an exported table: text, a number, or nothing. */
export type TCell = string | number | null | undefined;

/** A column of an exported table; `weight` sizes it in the PDF (relative to the others), `kind` formats it. */
export interface TExportColumn {
  header: string;
  weight?: number;
  kind?: 'text' | 'number' | 'percent';
}

/** One exported report: what its file says at the top, its columns and its rows (in the order shown). */
export interface TExportTable {
  title: string;
  subtitle?: string;
  columns: readonly TExportColumn[];
  rows: readonly (readonly TCell[])[];
}
