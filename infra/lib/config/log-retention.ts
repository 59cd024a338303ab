import { RetentionDays } from 'aws-cdk-lib/aws-logs';

const ALLOWED = new Set<number>(
  Object.values(RetentionDays).filter((value): value is number => typeof value === 'number' && value > 0),
);

/** CloudWatch accepts only certain retention periods (1, 3, 5, 7, 14, 30, 60, 90, ... days). */
export function retentionDays(days: number): RetentionDays {
  if (!ALLOWED.has(days)) {
    throw new Error(
      `skillway:logRetentionDays ${days} is not a CloudWatch retention; use one of ${[...ALLOWED].sort((a, b) => a - b).join(', ')}.`,
    );
  }
  return days as RetentionDays;
}
