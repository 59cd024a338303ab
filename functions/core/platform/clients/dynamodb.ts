import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { clientOptions, once } from './client-options';

/** One DynamoDB client per container, built on first use (so the local stack can set the endpoint first). */
export const dynamoClient = once(() => new DynamoDBClient(clientOptions(config.dynamodbEndpoint)));

export const documentClient = once(() =>
  DynamoDBDocumentClient.from(dynamoClient(), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  }),
);
