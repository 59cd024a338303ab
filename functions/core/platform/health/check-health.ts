import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../clients/cognito';
import { dynamoClient } from '../clients/dynamodb';
import { config } from '../config';
import { uploadsBucket } from '../storage/s3-bucket';
import { headBucket } from '../storage/s3-rest-objects';

const CHECK_TIMEOUT_MS = 3000;

const CHECKS = {
  table: async () => {
    const { Table } = await dynamoClient().send(new DescribeTableCommand({ TableName: config.tableName }));
    if (Table?.TableStatus !== 'ACTIVE') throw new Error(`table is ${Table?.TableStatus ?? 'missing'}`);
  },
  identity: async () => {
    await cognitoClient().send(new DescribeUserPoolCommand({ UserPoolId: config.userPoolId }));
  },
  storage: async () => {
    await headBucket(uploadsBucket());
  },
} as const;

export type THealthCheck = keyof typeof CHECKS;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref()),
  ]);
}

/** Each dependency answers (table active, user pool readable, bucket reachable); returns the failures by name. */
export async function checkHealth(): Promise<{
  passed: THealthCheck[];
  failed: { name: THealthCheck; error: string }[];
}> {
  const names = Object.keys(CHECKS) as THealthCheck[];
  const results = await Promise.allSettled(names.map((name) => withTimeout(CHECKS[name](), CHECK_TIMEOUT_MS)));
  const passed: THealthCheck[] = [];
  const failed: { name: THealthCheck; error: string }[] = [];
  results.forEach((result, i) => {
    const name = names[i] as THealthCheck;
    if (result.status === 'fulfilled') passed.push(name);
    else failed.push({ name, error: result.reason instanceof Error ? result.reason.message : String(result.reason) });
  });
  return { passed, failed };
}
