/** Stored domain events against the local stack's table: one item per event id, with a TTL. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_RETENTION_DAYS, listDomainEvents, recordDomainEvent } from './domain-event-store';

describe('domain event store', () => {
  it('stores an event once, whatever the redeliveries, and expires it after the retention', async () => {
    const companyId = `evt-${randomUUID()}`;
    const occurredAt = new Date().toISOString();
    const input = { companyId, eventId: randomUUID(), occurredAt, detailType: 'course.assigned', detail: { n: 1 } };
    expect(await recordDomainEvent(input)).toBe(true);
    expect(await recordDomainEvent(input)).toBe(false);
    const stored = await listDomainEvents(companyId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ detail_type: 'course.assigned', detail: { n: 1 } });
    expect(stored[0]!.ttl).toBe(Math.floor(Date.parse(occurredAt) / 1000) + DOMAIN_EVENT_RETENTION_DAYS * 86400);
    expect(await listDomainEvents(companyId, 'course.deadline-set')).toEqual([]);
  });
});
