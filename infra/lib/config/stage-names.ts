import { appPrefix } from './settings';

/**
 * The SSM parameter holding the name of the table the stage's functions use, `/skillway-<stage>/table-name`
 * (data-stack.ts writes it; the restored table's name after a restore).
 */
export function tableNameParameterName(stage: string): string {
  return `/${appPrefix({ stage })}/table-name`;
}

/** The SSM parameter holding the ARN of the table's stream, `/skillway-<stage>/table-stream-arn` (data-stack.ts). */
export function tableStreamParameterName(stage: string): string {
  return `/${appPrefix({ stage })}/table-stream-arn`;
}
