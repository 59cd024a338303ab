import { XAPI_DOCUMENT_LIMITS, XAPI_PARAM_MSG } from '@skillway/shared/constants/xapi-documents';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';
import { xapiActivityEntity, type TXapiActivityItem } from '../../platform/db/entities/xapi';
import type { RawResponse } from '../../platform/http/responses';
import { keyHash } from '../../platform/lrs/agent-ifi';
import { activityObject, definedActivities, joinDefinitions } from './activity-definition-merge';
import { allows, type TLrsContext } from './lrs-context';
import { lrsJson } from './lrs-response';
import { isOwnActivity } from './own-activities';
import { requireMetadataRead } from './person';
import { fail, isIri, type TJson } from './statement-validation';

/**
 * The Activities resource (xAPI 1.0.3 section 7.5 / 2.0 section 4.1.6.4) and the store behind it: the company's
 * activity definitions, taught by the statements it records (mergeActivityDefinitions, called once a statement is
 * stored) and answered by GET activities?activityId=… (readActivity), the fullest definition known or just the id.
 */

export interface TActivitiesQuery {
  activityId?: string;
}

async function findActivity(companyId: string, activityId: string): Promise<TXapiActivityItem | undefined> {
  const { Item } = await xapiActivityEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, activity_hash: keyHash(activityId) })
    .options({ consistent: true })
    .send();
  return Item;
}

/**
 * Whether the writer may change a known definition (xAPI scope `define`): a client granted it (or `all`); a launch
 * session for its own package's activities (own-activities.ts), as the author of that content.
 */
function mayDefine(context: TLrsContext, activityId: string): boolean {
  if (context.kind === 'session') return isOwnActivity(context.session, activityId);
  return allows(context, 'define');
}

/** Joins what one statement says of one activity into the store; a concurrent writer's change is read and joined again. */
async function teach(context: TLrsContext, activityId: string, definitions: readonly TJson[]): Promise<void> {
  const define = mayDefine(context, activityId);
  for (let attempt = 1; attempt <= XAPI_DOCUMENT_LIMITS.writeAttempts; attempt += 1) {
    const known = await findActivity(context.companyId, activityId);
    const stored = known ? (JSON.parse(known.definition) as TJson) : undefined;
    let next = stored;
    for (const definition of definitions) next = joinDefinitions(next, definition, define) ?? next;
    if (!next || next === stored) return;
    const json = JSON.stringify(next);
    // A definition grown past the limit (ever more languages) stays as it was rather than failing the statement.
    if (Buffer.byteLength(json, 'utf8') > XAPI_DOCUMENT_LIMITS.definitionBytes) return;
    const written = await sendUnlessConditionFails(
      xapiActivityEntity()
        .build(PutItemCommand)
        .item({
          company_id: context.companyId,
          activity_hash: keyHash(activityId),
          activity_id: activityId,
          definition: json,
          revision: (known?.revision ?? 0) + 1,
          updated: new Date().toISOString(),
        })
        .options({
          condition: known ? { attr: 'revision', eq: known.revision } : { attr: 'activity_id', exists: false },
        }),
    );
    if (written) return;
  }
}

/**
 * Teaches the store the definitions a stored statement carries (its object, context activities, and a SubStatement's
 * object and context activities; xAPI 1.0.3 section 2.4.4.1): an unknown activity's definition is kept as sent; a
 * known one changes only when the writer may define it (mayDefine), its language maps and extensions joined. Call it
 * after the statement is stored; a statement twice teaches nothing new. Activities without a definition need no item:
 * the resource answers their id.
 */
export async function mergeActivityDefinitions(context: TLrsContext, statement: TJson): Promise<void> {
  const byId = new Map<string, TJson[]>();
  for (const { id, definition } of definedActivities(statement)) byId.set(id, [...(byId.get(id) ?? []), definition]);
  for (const [activityId, definitions] of byId) await teach(context, activityId, definitions);
}

/** GET activities: the Activity with the definition known (or its id alone); 400 without a valid activityId. */
export async function readActivity(context: TLrsContext, query: TActivitiesQuery): Promise<RawResponse> {
  requireMetadataRead(context);
  if (!isIri(query.activityId)) fail('activityId', XAPI_PARAM_MSG.IRI);
  const known = await findActivity(context.companyId, query.activityId);
  return lrsJson(200, activityObject(query.activityId, known ? (JSON.parse(known.definition) as TJson) : undefined));
}
