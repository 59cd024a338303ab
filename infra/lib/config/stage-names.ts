import { appPrefix } from './settings';

/**
 * The SSM parameter holding the name of the table the stage's functions use, `/skillway-<stage>/table-name`
 * (data-stack.ts writes it; the restored table's name after a restore).
 */
export function tableNameParameterName(stage: string): string {
  return `/${appPrefix({ stage })}/table-name`;
}
