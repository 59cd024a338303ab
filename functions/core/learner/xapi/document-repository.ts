import { XAPI_DOCUMENT_LIMITS } from '@skillway/shared/constants/xapi-documents';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import {
  xapiDocumentEntity,
  xapiLrsDocumentEntity,
  type TXapiDocumentItem,
  type TXapiLrsDocumentItem,
} from '../../platform/db/entities/xapi';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { deleteTableKeys } from '../../platform/db/batch-write';
import { sendUnlessConditionFails } from '../../platform/db/conditional-write';

export type { TXapiDocumentItem };

/**
 * Where the LRS keeps documents: a company learner's states and agent profiles in the company partition under
 * `XDOCS#<uid>#…` / `XDOCP#<uid>#…` (`learner`: the learner's deletion, a package's or an enrolment's finds them there,
 * and launch sessions wrote them there before issue 35), every other agent's and the activity profiles in the LRS's
 * own partition `C#<cid>#XDOC` (`lrs`).
 */
export type TDocumentStore = 'learner' | 'lrs';

export interface TDocumentLocation {
  store: TDocumentStore;
  key: string;
}

/** One stored document, whichever its store. */
export interface TStoredDocument {
  doc_key: string;
  doc_id: string;
  activity_id?: string;
  agent?: string;
  registration?: string;
  content_type: string;
  /** base64 */
  body: string;
  etag: string;
  updated: string;
}

/** What an id list needs of a document. */
export interface TListedDocument {
  doc_key: string;
  doc_id: string;
  updated: string;
}

/** The condition of a write: no document there yet, or the one read with this ETag. */
export type TExpected = { absent: true } | { etag: string };

export async function getDocument(companyId: string, docKey: string): Promise<TXapiDocumentItem | undefined> {
  const { Item } = await xapiDocumentEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, doc_key: docKey })
    .options({ consistent: true })
    .send();
  return Item;
}

/** A learner's document written as it is (the cmi5 LMS.LaunchData state of a launch). */
export async function putDocument(document: TXapiDocumentItem): Promise<void> {
  await xapiDocumentEntity().build(PutItemCommand).item(document).send();
}

export async function getDocumentAt(
  companyId: string,
  location: TDocumentLocation,
): Promise<TStoredDocument | undefined> {
  if (location.store === 'learner') return getDocument(companyId, location.key);
  const { Item } = await xapiLrsDocumentEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, doc_key: location.key })
    .options({ consistent: true })
    .send();
  return Item;
}

function conditionOf(expected: TExpected) {
  return 'absent' in expected
    ? ({ attr: 'doc_id', exists: false } as const)
    : ({ attr: 'etag', eq: expected.etag } as const);
}

/**
 * Writes a document if the stored one is still the one read (`expected`); false when another writer changed it in
 * between (nothing written: the caller reads again and re-checks the request's preconditions).
 */
export async function putDocumentAt(
  companyId: string,
  location: TDocumentLocation,
  document: Omit<TStoredDocument, 'doc_key'>,
  expected: TExpected,
): Promise<boolean> {
  const condition = conditionOf(expected);
  if (location.store === 'learner') {
    const { agent: _agent, registration: _registration, ...fields } = document;
    const item: TXapiDocumentItem = { ...fields, company_id: companyId, doc_key: location.key };
    return sendUnlessConditionFails(xapiDocumentEntity().build(PutItemCommand).item(item).options({ condition }));
  }
  const item: TXapiLrsDocumentItem = { ...document, company_id: companyId, doc_key: location.key };
  return sendUnlessConditionFails(xapiLrsDocumentEntity().build(PutItemCommand).item(item).options({ condition }));
}

/** Deletes a document if it is still the one read with `etag`; false when it changed in between. */
export async function deleteDocumentAt(companyId: string, location: TDocumentLocation, etag: string): Promise<boolean> {
  const key = { company_id: companyId, doc_key: location.key };
  const condition = { attr: 'etag', eq: etag } as const;
  if (location.store === 'learner')
    return sendUnlessConditionFails(xapiDocumentEntity().build(DeleteItemCommand).key(key).options({ condition }));
  return sendUnlessConditionFails(xapiLrsDocumentEntity().build(DeleteItemCommand).key(key).options({ condition }));
}

/**
 * The documents under one key prefix (one activity's states of one agent and registration, one agent's profiles, one
 * activity's profiles), their ids and times only.
 */
export async function listDocumentsAt(
  companyId: string,
  store: TDocumentStore,
  prefix: string,
): Promise<TListedDocument[]> {
  const maxPages = XAPI_DOCUMENT_LIMITS.listPages;
  if (store === 'learner') {
    const { Items } = await SkillwayTable.build(QueryCommand)
      .entities(xapiDocumentEntity())
      .query({ partition: keys.company(companyId), range: { beginsWith: prefix } })
      .options({ consistent: true, maxPages, attributes: ['doc_key', 'doc_id', 'updated'] })
      .send();
    return Items ?? [];
  }
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(xapiLrsDocumentEntity())
    .query({ partition: keys.xapiDocumentsPk(companyId), range: { beginsWith: prefix } })
    .options({ consistent: true, maxPages, attributes: ['doc_key', 'doc_id', 'updated'] })
    .send();
  return Items ?? [];
}

export async function deleteDocumentsAt(
  companyId: string,
  store: TDocumentStore,
  documents: readonly TListedDocument[],
): Promise<void> {
  const pk = store === 'learner' ? keys.company(companyId) : keys.xapiDocumentsPk(companyId);
  await deleteTableKeys(documents.map((document) => ({ pk, sk: document.doc_key })));
}
