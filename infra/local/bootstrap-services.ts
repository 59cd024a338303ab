import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DEFAULT_TABLE_NAME } from '@skillway/functions/core/platform/definitions/table';
import { bootstrapBuckets } from './bootstrap-buckets';
import { bootstrapTable } from './bootstrap-table';
import { bootstrapUserPool, type TUserPoolIds } from './bootstrap-user-pool';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './local-environment';
import type { TEmulators } from './start-emulators';

async function withLogTail<T>(work: Promise<T>, tail: () => Promise<string>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const lines = await tail().catch(() => '');
    throw new Error(`${(error as Error).message}${lines ? `\n${lines}` : ''}`, { cause: error });
  }
}

/**
 * Creates what the handlers expect to exist (idempotent): the table, the user pool and its client, the buckets
 * (with CORS for the app's origin). Returns one line for the log.
 */
export async function bootstrapServices(input: {
  emulators: TEmulators;
  state: Partial<TUserPoolIds>;
  appUrl: string;
}): Promise<{ userPoolId: string; userPoolClientId: string; summary: string }> {
  const { dynamodb, cognito, s3 } = input.emulators;
  const sdk = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const dynamoClient = new DynamoDBClient({ ...sdk, endpoint: dynamodb.endpoint });
  const cognitoClient = new CognitoIdentityProviderClient({ ...sdk, endpoint: cognito.endpoint });
  const s3Client = new S3Client({ ...sdk, endpoint: s3.endpoint, forcePathStyle: true });
  try {
    const [table, pool, buckets] = await Promise.all([
      bootstrapTable(dynamoClient, DEFAULT_TABLE_NAME),
      withLogTail(bootstrapUserPool(cognitoClient, input.state), () => cognito.process.tail()),
      bootstrapBuckets(s3Client, [input.appUrl]),
    ]);
    return {
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      summary: `table ${DEFAULT_TABLE_NAME} ${table}; user pool ${pool.userPoolId}${pool.created ? ' created' : ''}; buckets ${buckets.join(', ')}`,
    };
  } finally {
    dynamoClient.destroy();
    cognitoClient.destroy();
    s3Client.destroy();
  }
}
