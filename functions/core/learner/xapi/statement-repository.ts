import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import {
  xapiStatementEntity,
  xapiStatementIdEntity,
  xapiStatementOwnerEntity,
  type TXapiStatementItem,
} from '../../platform/db/entities/xapi';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';
import { cancellationCodes, transact, type TTransactWrite } from '../../platform/db/transactions';

export type { TXapiStatementItem };

/** The stored order and fingerprint of a statement id in a registration, or undefined. */
export async function findStatementId(
  companyId: string,
  registration: string,
  statementId: string,
): Promise<{ storedId: string; fingerprint: string } | undefined> {
  const { Item } = await xapiStatementIdEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, registration, statement_id: statementId })
    .options({ consistent: true })
    .send();
  return Item ? { storedId: Item.stored_id, fingerprint: Item.fingerprint } : undefined;
}

/** The registration of the company that holds a statement id, or undefined when none does. */
export async function findStatementOwner(companyId: string, statementId: string): Promise<string | undefined> {
  const { Item } = await xapiStatementOwnerEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, statement_id: statementId })
    .options({ consistent: true })
    .send();
  return Item?.registration;
}

export async function getStatementItem(
  companyId: string,
  registration: string,
  storedId: string,
): Promise<TXapiStatementItem | undefined> {
  const { Item } = await xapiStatementEntity()
    .build(GetItemCommand)
    .key({ company_id: companyId, registration, stored_id: storedId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** A statement by id in a registration (two reads: the id, then the statement). */
export async function getStatementById(
  companyId: string,
  registration: string,
  statementId: string,
): Promise<TXapiStatementItem | undefined> {
  const found = await findStatementId(companyId, registration, statementId);
  return found ? getStatementItem(companyId, registration, found.storedId) : undefined;
}

export interface TNewStatement {
  item: TXapiStatementItem;
  fingerprint: string;
  /** A voiding statement's target, when stored in this registration: marked voided in the same transaction. */
  voidsStoredId?: string;
}

/**
 * Stores a statement and its id in one transaction (the id's condition makes a second statement with the same id
 * fail: 'conflict'); a voiding statement marks its target voided in the same transaction.
 */
export async function storeStatement(companyId: string, statement: TNewStatement): Promise<'stored' | 'conflict'> {
  const { item } = statement;
  const writes: TTransactWrite[] = [
    xapiStatementIdEntity()
      .build(PutTransaction)
      .item({
        company_id: companyId,
        registration: item.registration,
        statement_id: item.statement_id,
        stored_id: item.stored_id,
        fingerprint: statement.fingerprint,
      })
      .options({ condition: { attr: 'stored_id', exists: false } }),
    xapiStatementEntity().build(PutTransaction).item(item),
    xapiStatementOwnerEntity()
      .build(PutTransaction)
      .item({ company_id: companyId, statement_id: item.statement_id, registration: item.registration }),
  ];
  if (statement.voidsStoredId) {
    writes.push(
      xapiStatementEntity()
        .build(UpdateTransaction)
        .item({ company_id: companyId, registration: item.registration, stored_id: statement.voidsStoredId, voided: 1 })
        .options({ condition: { attr: 'statement_id', exists: true } }),
    );
  }
  try {
    await transact(writes);
    return 'stored';
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return 'conflict';
    throw error;
  }
}

export interface TStatementPage {
  items: TXapiStatementItem[];
  /** The stored id of the last item read, when the registration may hold more. */
  lastStoredId: string | undefined;
}

/** One page of a registration's statements in stored order, after `afterStoredId` (exclusive). */
export async function queryStatements(
  companyId: string,
  registration: string,
  options: { ascending: boolean; afterStoredId?: string; limit: number },
): Promise<TStatementPage> {
  const { Items, LastEvaluatedKey } = await SkillwayTable.build(QueryCommand)
    .entities(xapiStatementEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.xapiStatementsPrefix(registration) } })
    .options({
      consistent: true,
      reverse: !options.ascending,
      limit: options.limit,
      ...(options.afterStoredId
        ? {
            exclusiveStartKey: {
              pk: keys.company(companyId),
              sk: keys.xapiStatementSk(registration, options.afterStoredId),
            },
          }
        : {}),
    })
    .send();
  const items = Items ?? [];
  return { items, lastStoredId: LastEvaluatedKey ? items.at(-1)?.stored_id : undefined };
}
