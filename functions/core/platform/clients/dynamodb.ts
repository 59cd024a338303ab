import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { clientOptions, DYNAMODB_MAX_ATTEMPTS, once } from './client-options';
import { countDynamoCommands, DYNAMODB_COUNT_ENV } from './dynamodb-counter';

/**
 * One DynamoDB client per container, built on first use (so the local stack can set the endpoint first). The
 * bench (`npm run bench`) sets SKILLWAY_COUNT_DYNAMODB=1 to count commands and consumed capacity; without it the
 * client is the plain one (no middleware, nothing to pay).
 */
export const dynamoClient = once(() => {
  const client = new DynamoDBClient(clientOptions(config.dynamodbEndpoint, DYNAMODB_MAX_ATTEMPTS));
  if (process.env[DYNAMODB_COUNT_ENV] === '1') countDynamoCommands(client);
  return client;
});

export const documentClient = once(() =>
  DynamoDBDocumentClient.from(dynamoClient(), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  }),
);
