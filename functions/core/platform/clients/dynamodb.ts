import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { stampAuditedWrites } from '../audit/stamp-middleware';
import { config } from '../config';
import { clientOptions, DYNAMODB_MAX_ATTEMPTS, once } from './client-options';
import { dynamoInstrumentation } from './dynamodb-instrumentation';

/**
 * One DynamoDB client per container, built on first use (so the local stack can set the endpoint first). The
 * bench (`npm run bench`) installs its counter of commands and consumed capacity first (dynamodb-counter.ts
 * installDynamoCounting, through a hook, so no Lambda bundle carries the counter). Every write made
 * inside an audit context is stamped (audit/stamp-middleware.ts); outside one the stamp costs one lookup.
 */
export const dynamoClient = once(() => {
  const client = new DynamoDBClient(clientOptions(config.dynamodbEndpoint, DYNAMODB_MAX_ATTEMPTS));
  dynamoInstrumentation()?.(client);
  // The audit log's stamp on the writes of audited requests (docs/architecture.md "Audit log").
  stampAuditedWrites(client);
  return client;
});

export const documentClient = once(() =>
  DynamoDBDocumentClient.from(dynamoClient(), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  }),
);
