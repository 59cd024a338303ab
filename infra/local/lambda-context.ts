import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID } from './api-event';

const REGION = 'eu-west-2';

/** A Lambda context for one local invocation; getRemainingTimeInMillis counts down from the row's timeout. */
export function createLambdaContext(functionName: string, options: { memoryMb: number; timeoutMs: number }): Context {
  const deadline = Date.now() + options.timeoutMs;
  const requestId = randomUUID();
  const unsupported = () => {
    throw new Error('callback-style completion is not supported: return a value from the async handler');
  };
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${REGION}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: String(options.memoryMb),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/** `api/auth/login` -> `skillway-local-api-auth-login`: readable in logs, shaped like a Lambda name. */
export function functionNameFor(handlerModule: string): string {
  return `skillway-local-${handlerModule.replace(/[^A-Za-z0-9-]+/g, '-')}`.slice(0, 64);
}
