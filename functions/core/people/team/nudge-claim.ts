import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { MSG, TEAM_NUDGE } from '@skillway/shared';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { userEntity } from '../../platform/db/entities/user';
import type { TUserItem } from '../../platform/db/types';
import { AppError } from '../../platform/http/app-error';

const INTERVAL_SECONDS = TEAM_NUDGE.intervalHours * 60 * 60;

/**
 * My Team's Nudge is rate-limited per member, whoever nudges: the member's `nudged_at` holds the last one, and a
 * nudge within TEAM_NUDGE.intervalHours of it is a 429 whose Retry-After says when the next may go.
 */

/** Whole seconds until the member may be nudged again; 0 when they may be now. */
export function nudgeWaitSeconds(nudgedAt: string | undefined, nowMs: number): number {
  const last = nudgedAt ? Date.parse(nudgedAt) : Number.NaN;
  if (Number.isNaN(last)) return 0;
  return Math.max(0, Math.ceil((last + INTERVAL_SECONDS * 1000 - nowMs) / 1000));
}

/**
 * Claims the member's nudge before anything is sent: one conditional write on the `nudged_at` just read, so of two
 * nudges at once only one goes out (the other is a 429 like any nudge too soon). Answers the claim's time, which
 * releaseNudge needs.
 */
export async function claimNudge(companyId: string, user: TUserItem, nowMs: number): Promise<string> {
  const wait = nudgeWaitSeconds(user.nudged_at, nowMs);
  if (wait > 0) throw AppError.tooManyRequests(wait, MSG.TEAM_NUDGE_TOO_SOON);
  const claimedAt = new Date(nowMs).toISOString();
  const unchanged = user.nudged_at
    ? ({ attr: 'nudged_at', eq: user.nudged_at } as const)
    : ({ attr: 'nudged_at', exists: false } as const);
  const claimed = await sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, user_id: user.user_id, nudged_at: claimedAt })
      .options({ condition: { and: [{ attr: 'user_id', exists: true }, unchanged] } }),
  );
  if (!claimed) throw AppError.tooManyRequests(INTERVAL_SECONDS, MSG.TEAM_NUDGE_TOO_SOON);
  return claimedAt;
}

/** Gives a claim back when the nudge could not be sent, so it may be tried again at once (unless another took over). */
export async function releaseNudge(companyId: string, user: TUserItem, claimedAt: string): Promise<void> {
  await sendUnlessConditionFails(
    userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: companyId, user_id: user.user_id, nudged_at: user.nudged_at ?? $remove() })
      .options({ condition: { attr: 'nudged_at', eq: claimedAt } }),
  );
}
