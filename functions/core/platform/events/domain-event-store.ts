import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { domainEventEntity } from '../db/entities/domain-event';
import { keys } from '../db/keys';
import { SkillwayTable } from '../db/table';
import { sendUnlessConditionFails } from '../db/conditional-write';

export type TDomainEventItem = FormattedItem<ReturnType<typeof domainEventEntity>>;

/** Long enough for the notifications issue to catch up on past assignments and deadlines, short enough to not pile up. */
export const DOMAIN_EVENT_RETENTION_DAYS = 90;

/**
 * Stores one domain event of a company; a redelivered event (same id) is stored once. Returns false for a repeat.
 */
export async function recordDomainEvent(input: {
  companyId: string;
  eventId: string;
  occurredAt: string;
  detailType: string;
  detail: Record<string, unknown>;
}): Promise<boolean> {
  const expiresAt = Math.floor(Date.parse(input.occurredAt) / 1000) + DOMAIN_EVENT_RETENTION_DAYS * 24 * 60 * 60;
  return sendUnlessConditionFails(
    domainEventEntity()
      .build(PutItemCommand)
      .item({
        company_id: input.companyId,
        occurred_at: input.occurredAt,
        event_id: input.eventId,
        detail_type: input.detailType,
        detail: input.detail,
        ttl: expiresAt,
      })
      .options({ condition: { attr: 'event_id', exists: false } }),
  );
}

/** A company's stored events, oldest first (optionally of one detail type). */
export async function listDomainEvents(companyId: string, detailType?: string): Promise<TDomainEventItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(domainEventEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.domainEventsPrefix } })
    .options({ maxPages: Infinity, consistent: true })
    .send();
  return (Items ?? []).filter((item) => !detailType || item.detail_type === detailType);
}
