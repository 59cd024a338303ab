import { $remove } from 'dynamodb-toolbox/entity/actions/update';
import { keys } from '../../platform/db/keys';

/** What the expiry index keys are derived from: a course enrolment as it is after a write. */
export interface TExpiryIndexSource {
  company_id: string;
  target_type: 'course' | 'channel';
  target_id: string;
  user_id: string;
  expires_on?: string | undefined;
}

export interface TExpiryIndexKeys {
  gsi4pk: string | undefined;
  gsi4sk: string | undefined;
}

/**
 * The sparse expiry index (gsi4): a course enrolment whose current certificate expires is under its expiry day, so the
 * daily renewal run, the expiry reminders and the "expiring in the next N days" list query a range of days and never
 * walk the enrolments. Every write that sets or clears `expires_on` sets these from the item it writes.
 */
export function expiryIndexKeys(source: TExpiryIndexSource): TExpiryIndexKeys {
  if (source.target_type !== 'course' || !source.expires_on) return { gsi4pk: undefined, gsi4sk: undefined };
  return {
    gsi4pk: keys.enrolmentExpiryIndexPk(source.company_id),
    gsi4sk: keys.enrolmentDayIndexSk(source.expires_on, source.target_id, source.user_id),
  };
}

/** The keys for an Update: absent ones are removed, so an enrolment leaves the index when its expiry goes. */
export function expiryIndexUpdates(indexKeys: TExpiryIndexKeys) {
  const update = (value: string | undefined) => (value === undefined ? $remove() : value);
  return { gsi4pk: update(indexKeys.gsi4pk), gsi4sk: update(indexKeys.gsi4sk) };
}
