import { AUDIT_TARGET_TYPE, PERSONAL_DATA_EXPORT_LIMITS } from '@skillway/shared';
import { auditEventEntity } from '../../../platform/db/entities/audit';
import { keys } from '../../../platform/db/keys';
import { queryAll, type TRecord } from './export-items';

/** Targets that are a person's records: another person's name and values there are theirs. */
const PERSON_TARGETS: ReadonlySet<string> = new Set([
  AUDIT_TARGET_TYPE.USER,
  AUDIT_TARGET_TYPE.ENROLMENT,
  AUDIT_TARGET_TYPE.TEST_RESULT,
  AUDIT_TARGET_TYPE.CERTIFICATE,
  AUDIT_TARGET_TYPE.EXTERNAL_TRAINING,
  AUDIT_TARGET_TYPE.PERSONAL_DATA,
]);

/**
 * The audit log's targets whose id is the user's: the user, their enrolments and archived runs, their test results
 * and the reads of their personal data (docs/architecture.md "Audit log").
 */
const TARGETS_BY_USER_ID = [
  AUDIT_TARGET_TYPE.USER,
  AUDIT_TARGET_TYPE.ENROLMENT,
  AUDIT_TARGET_TYPE.TEST_RESULT,
  AUDIT_TARGET_TYPE.PERSONAL_DATA,
] as const;

/** Audit events read a page at a time. */
const AUDIT_PAGE = 1000;

/**
 * The audit events about the user (their records as the target) and by them (actor), newest first, each once, at
 * most the newest 5,000 of each index. An event by the user on another person's records says what they did and to
 * which record, not that person's name or values (not the user's to receive: GDPR art. 15(4)).
 */
export async function auditOf(companyId: string, userId: string): Promise<TRecord[]> {
  const bound = { limit: AUDIT_PAGE, pages: Math.ceil(PERSONAL_DATA_EXPORT_LIMITS.AUDIT_EVENTS / AUDIT_PAGE) };
  const [by, ...aboutTargets] = await Promise.all([
    queryAll(auditEventEntity(), { index: 'gsi1', partition: keys.auditActorIndexPk(companyId, userId) }, bound),
    ...TARGETS_BY_USER_ID.map((type) =>
      queryAll(
        auditEventEntity(),
        { index: 'gsi2', partition: keys.auditTargetIndexPk(companyId, type, userId) },
        bound,
      ),
    ),
  ]);
  const about = aboutTargets.flat();
  const aboutIds = new Set(about.map((event) => event.event_id));
  const seen = new Set<string>();
  const events: TRecord[] = [];
  for (const event of [...about, ...by].sort((a, b) => b.at.localeCompare(a.at))) {
    if (seen.has(event.event_id)) continue;
    seen.add(event.event_id);
    const aboutThem = aboutIds.has(event.event_id);
    const othersData = !aboutThem && PERSON_TARGETS.has(event.target_type);
    events.push({
      at: event.at,
      action: event.action,
      actor_kind: event.actor_kind,
      actor_id: event.actor_id,
      actor_name: event.pii.actor_name,
      target_type: event.target_type,
      target_id: event.target_id,
      ...(othersData
        ? { third_party_details_withheld: true }
        : { target_name: event.pii.target_name, changes: event.pii.changes }),
      outcome: event.outcome,
      request_id: event.request_id,
      source_ip: event.source_ip,
    });
  }
  return events;
}
