import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { xapiDocumentEntity, type TXapiDocumentItem } from '../../platform/db/entities/xapi';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { deleteTableKeys } from '../../platform/db/batch-write';

export type { TXapiDocumentItem };

export async function getDocument(companyId: string, docKey: string): Promise<TXapiDocumentItem | undefined> {
  const { Item } = await xapiDocumentEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, doc_key: docKey })
    .options({ consistent: true })
    .send();
  return Item;
}

export async function putDocument(document: TXapiDocumentItem): Promise<void> {
  await xapiDocumentEntity().build(PutItemCommand).item(document).send();
}

export async function deleteDocument(companyId: string, docKey: string): Promise<void> {
  await xapiDocumentEntity().build(DeleteItemCommand).key({ company_id: companyId, doc_key: docKey }).send();
}

/** The documents under one key prefix (one activity's states, or one user's profiles): bounded by what one learner writes. */
export async function listDocuments(companyId: string, prefix: string): Promise<TXapiDocumentItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(xapiDocumentEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: prefix } })
    .options({ consistent: true, maxPages: 10 })
    .send();
  return Items ?? [];
}

export async function deleteDocuments(companyId: string, documents: readonly TXapiDocumentItem[]): Promise<void> {
  await deleteTableKeys(documents.map((document) => ({ pk: keys.company(companyId), sk: document.doc_key })));
}
