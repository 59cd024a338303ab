/**
 * The audit log as stored, for tests against the running stack: waits for the stream consumer (drainEvents) and
 * reads a company's events (`platform` for platform actions) oldest first.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@skillway/functions/core/platform/clients/dynamodb';
import { config } from '@skillway/functions/core/platform/config';
import { keys } from '@skillway/functions/core/platform/db/keys';
import { drainEvents } from './http';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- events are read as stored
export type TStoredAuditEvent = Record<string, any>;

/** One change an event records (`pii.changes`): a created field has no `before`, a removed one no `after`. */
export interface TStoredAuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

export async function auditEvents(companyId: string): Promise<TStoredAuditEvent[]> {
  await drainEvents();
  return storedEvents(companyId);
}

/** Several companies' events after one wait for the consumer (a drain costs as much as a read of a big log). */
export async function auditEventsOfCompanies(companyIds: Iterable<string>): Promise<TStoredAuditEvent[]> {
  await drainEvents();
  const events: TStoredAuditEvent[] = [];
  for (const companyId of new Set(companyIds)) events.push(...(await storedEvents(companyId)));
  return events;
}

/** The changes an event records, as stored. */
export function auditChanges(event: TStoredAuditEvent): TStoredAuditChange[] {
  const changes: unknown = event.pii?.changes;
  return Array.isArray(changes) ? (changes as TStoredAuditChange[]) : [];
}

async function storedEvents(companyId: string): Promise<TStoredAuditEvent[]> {
  const events: TStoredAuditEvent[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ev)',
        ExpressionAttributeValues: { ':pk': keys.auditPk(companyId), ':ev': keys.auditEventsPrefix },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    events.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return events;
}

/** The events one request (or system run) made: its id is the request id its answer carried, or the run's. */
export async function auditEventsOf(companyId: string, requestId: string | null): Promise<TStoredAuditEvent[]> {
  return (await auditEvents(companyId)).filter((event) => event.request_id === requestId);
}
