import { randomUUID } from 'node:crypto';
import { CMI5_IRI } from '@skillway/shared';
import { config } from '../../platform/config';
import { sha256Hex } from '../../platform/crypto/tokens';
import { actorJson } from './agent';
import type { TSessionLrsContext } from './lrs-context';
import { completeStatement, fingerprintOf, statementItem } from './statement-items';
import { storeStatement } from '../../platform/lrs/statement-repository';
import type { TJson } from './statement-validation';

/**
 * The statements the LMS itself writes in a cmi5 registration (cmi5 spec 9.3): launched before the AU starts,
 * abandoned for a session a new launch found still open, satisfied for the course once every AU met its moveOn.
 * They carry the cmi5 context: the registration, the cmi5 category, the AU's publisher id and the session id.
 */

/** The LMS's own activity IRIs (stable across hosts: APP_URL, never the publisher's ids). */
export function lmsActivityIri(kind: 'au' | 'course', assetId: string, itemId?: string): string {
  const base = `${config.appUrl}/xapi/activities/${kind}/${assetId}`;
  return itemId === undefined ? base : `${base}/${sha256Hex(itemId).slice(0, 24)}`;
}

function cmi5Context(context: TSessionLrsContext, extensions: TJson = {}): TJson {
  return {
    registration: context.session.registration,
    contextActivities: {
      category: [{ objectType: 'Activity', id: CMI5_IRI.CATEGORY }],
      grouping: [{ objectType: 'Activity', id: context.session.item_id }],
    },
    extensions: { [CMI5_IRI.SESSION_ID]: context.session.session_id, ...extensions },
  };
}

/** ISO 8601 duration of a span in milliseconds (PT…S, to the hundredth). */
export function isoDuration(ms: number): string {
  return `PT${(Math.max(0, ms) / 1000).toFixed(2)}S`;
}

export async function writeLmsStatement(
  context: TSessionLrsContext,
  statement: { verb: string; object?: TJson; result?: TJson; extensions?: TJson },
): Promise<void> {
  const sent: TJson = {
    actor: actorJson(context.actor),
    verb: { id: statement.verb },
    object: statement.object ?? { objectType: 'Activity', id: context.session.activity_id },
    context: cmi5Context(context, statement.extensions),
    ...(statement.result ? { result: statement.result } : {}),
  };
  const id = randomUUID();
  const full = completeStatement(sent, id, new Date().toISOString(), context);
  await storeStatement(context.companyId, {
    item: statementItem(context, full),
    fingerprint: fingerprintOf({ ...sent, id }),
  });
}
