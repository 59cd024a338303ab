import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  TooManyRequestsException as CognitoTooManyRequests,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  ConditionalCheckFailedException,
  InternalServerError,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  ThrottlingException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, InternalException, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { CopyObjectCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import {
  MessageRejected,
  SendEmailCommand,
  SESv2Client,
  SESv2ServiceException,
  TooManyRequestsException as SesTooManyRequests,
} from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { Logger } from '@aws-lambda-powertools/logger';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { MSG } from '@skillway/shared';
import type { TOperation } from '@skillway/shared/manifest/types';
import { cognitoClient } from '../clients/cognito';
import { documentClient } from '../clients/dynamodb';
import { moveUpload } from '../storage/course-files';
import { publishEvent } from '../events/publish-event';
import { sendEmail } from '../mail/send-email';
import { AppError } from './app-error';
import { defineOperationHandler } from './operation-handler';
import { serviceFault } from './service-faults';
import type { TApiEvent } from './types';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  delete process.env.MAIL_OUTBOX_DIR;
  // Calls signed by hand (aws4fetch) need credentials to sign with; the SDK clients are mocked whole.
  process.env.AWS_ACCESS_KEY_ID ??= 'probe';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'probe';
});

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const ses = mockClient(SESv2Client);
const events = mockClient(EventBridgeClient);
const cognito = mockClient(CognitoIdentityProviderClient);

/**
 * Calls made over fetch (S3 and EventBridge through aws4fetch, where a handler signs its own requests) get this
 * answer, so each fault is injected whichever way the call goes out.
 */
const fetchAnswer = vi.hoisted(() => ({ current: undefined as (() => Response) | undefined }));

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => fetchAnswer.current?.() ?? new Response('{}', { status: 200 })),
  );
});

afterAll(() => {
  vi.unstubAllGlobals();
  for (const mock of [dynamo, s3, ses, events, cognito]) mock.restore();
});

beforeEach(() => {
  fetchAnswer.current = undefined;
  for (const mock of [dynamo, s3, ses, events, cognito]) mock.reset();
});

const xmlError = (status: number, code: string) => () =>
  new Response(`<?xml version="1.0"?><Error><Code>${code}</Code><Message>${INTERNALS}</Message></Error>`, {
    status,
    headers: { 'content-type': 'application/xml' },
  });
const jsonAnswer = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/x-amz-json-1.1' } });

/** What an SDK error carries once the client's retries are spent. */
const spent = (httpStatusCode: number) => ({ $metadata: { httpStatusCode, attempts: 3 } });

/** A public row whose handler makes one call to one service: the wrapper under test is the real one. */
const row: TOperation = {
  id: 'faults.probe',
  method: 'POST',
  path: '/v1/faults-probe',
  handler: 'api/faults/probe',
  access: 'public',
  summary: 'probe',
  tag: 'Test',
  response: z.object({ ok: z.boolean() }),
  audit: { none: 'a test row' },
};

type TCall = 'dynamodb' | 'transaction' | 's3' | 'ses' | 'eventbridge' | 'cognito';

const calls: Record<TCall, () => Promise<unknown>> = {
  dynamodb: () => documentClient().send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } })),
  transaction: () => documentClient().send(new TransactWriteCommand({ TransactItems: [] })),
  s3: () =>
    moveUpload(
      'c1',
      { uploadKey: 'c/c1/uploads/thumbnail/u1/cover.png', size: 10, mimeType: 'image/png', originalName: 'cover.png' },
      'c/c1/courses/k1/thumbnail/t1/cover.png',
    ),
  ses: () => sendEmail({ to: 'a@example.test', subject: 's', html: '<p>h</p>', text: 't' }),
  eventbridge: () => publishEvent('probe.happened', { id: 1 }),
  cognito: () =>
    cognitoClient().send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'c', AuthParameters: {} }),
    ),
};

function probe(call: TCall) {
  return defineOperationHandler(row, async () => {
    await calls[call]();
    return { ok: true };
  });
}

function event(): TApiEvent {
  return {
    version: '2.0',
    routeKey: 'POST /v1/faults-probe',
    rawPath: '/v1/faults-probe',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      accountId: '0',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId: 'req-fault-1',
      routeKey: 'x',
      stage: '$default',
      time: '',
      timeEpoch: 0,
      http: { method: 'POST', path: '/v1/faults-probe', protocol: 'HTTP/1.1', sourceIp: '203.0.113.5', userAgent: 't' },
    },
  } as TApiEvent;
}

/** The secret-looking text each injected error carries: it must never reach a response body. */
const INTERNALS = 'arn:aws:dynamodb:eu-west-2:123456789012:table/skillway-internal';

const FAULTS: [string, TCall, () => void, number][] = [
  [
    'DynamoDB ProvisionedThroughputExceeded',
    'dynamodb',
    () =>
      dynamo.on(GetCommand).rejects(new ProvisionedThroughputExceededException({ message: INTERNALS, ...spent(400) })),
    2,
  ],
  [
    'DynamoDB ThrottlingException',
    'dynamodb',
    () => dynamo.on(GetCommand).rejects(new ThrottlingException({ message: INTERNALS, ...spent(400) })),
    2,
  ],
  [
    'DynamoDB RequestLimitExceeded',
    'dynamodb',
    () => dynamo.on(GetCommand).rejects(new RequestLimitExceeded({ message: INTERNALS, ...spent(400) })),
    2,
  ],
  [
    'DynamoDB InternalServerError',
    'dynamodb',
    () => dynamo.on(GetCommand).rejects(new InternalServerError({ message: INTERNALS, ...spent(500) })),
    5,
  ],
  [
    'DynamoDB TransactionCanceled by a TransactionConflict',
    'transaction',
    () =>
      dynamo.on(TransactWriteCommand).rejects(
        new TransactionCanceledException({
          message: INTERNALS,
          CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict', Message: INTERNALS }],
          ...spent(400),
        }),
      ),
    1,
  ],
  [
    'S3 SlowDown',
    's3',
    () => {
      fetchAnswer.current = xmlError(503, 'SlowDown');
      s3.on(CopyObjectCommand).rejects(
        new S3ServiceException({ name: 'SlowDown', $fault: 'server', message: INTERNALS, ...spent(503) }),
      );
    },
    2,
  ],
  [
    'S3 InternalError (500)',
    's3',
    () => {
      fetchAnswer.current = xmlError(500, 'InternalError');
      s3.on(CopyObjectCommand).rejects(
        new S3ServiceException({ name: 'InternalError', $fault: 'server', message: INTERNALS, ...spent(500) }),
      );
    },
    5,
  ],
  [
    'SES TooManyRequests',
    'ses',
    () => ses.on(SendEmailCommand).rejects(new SesTooManyRequests({ message: INTERNALS, ...spent(429) })),
    2,
  ],
  [
    'SES ServiceUnavailable (503)',
    'ses',
    () =>
      ses.on(SendEmailCommand).rejects(
        new SESv2ServiceException({
          name: 'ServiceUnavailable',
          $fault: 'server',
          message: INTERNALS,
          ...spent(503),
        }),
      ),
    5,
  ],
  [
    'EventBridge InternalException',
    'eventbridge',
    () => {
      fetchAnswer.current = jsonAnswer(500, { __type: 'InternalException', message: INTERNALS });
      events.on(PutEventsCommand).rejects(new InternalException({ message: INTERNALS, ...spent(500) }));
    },
    5,
  ],
  [
    'EventBridge refusing the entry (FailedEntryCount)',
    'eventbridge',
    () => {
      fetchAnswer.current = jsonAnswer(200, {
        FailedEntryCount: 1,
        Entries: [{ ErrorCode: 'ThrottlingException', ErrorMessage: INTERNALS }],
      });
      events.on(PutEventsCommand).resolves({
        FailedEntryCount: 1,
        Entries: [{ ErrorCode: 'ThrottlingException', ErrorMessage: INTERNALS }],
      });
    },
    5,
  ],
  [
    'Cognito TooManyRequests',
    'cognito',
    () => cognito.on(InitiateAuthCommand).rejects(new CognitoTooManyRequests({ message: INTERNALS, ...spent(400) })),
    2,
  ],
];

describe('service faults after retries', () => {
  it.each(FAULTS)('%s → 503 with the request id and Retry-After, nothing internal', async (_n, call, inject, wait) => {
    inject();
    const result = await probe(call)(event());
    expect(result.statusCode).toBe(503);
    expect(result.headers?.['retry-after']).toBe(String(wait));
    expect(result.headers?.['x-request-id']).toBe('req-fault-1');
    expect(JSON.parse(result.body ?? 'null')).toEqual({
      message: MSG.TRY_AGAIN_LATER,
      code: 'TRY_AGAIN_LATER',
      request_id: 'req-fault-1',
    });
    expect(result.body).not.toContain('arn:aws');
  });

  it('logs the fault with its cause (the log keeps what the body does not)', async () => {
    dynamo.on(GetCommand).rejects(new ProvisionedThroughputExceededException({ message: INTERNALS, ...spent(400) }));
    const logged = vi.spyOn(Logger.prototype, 'error');
    try {
      await probe('dynamodb')(event());
      const call = logged.mock.calls.find(([message]) => message === 'service fault');
      const extra = call?.[1] as { fault: unknown; error: Error } | undefined;
      expect(extra?.fault).toEqual({
        kind: 'throttling',
        name: 'ProvisionedThroughputExceededException',
        status: 400,
        attempts: 3,
      });
      expect(extra?.error.message).toBe(INTERNALS);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('errors that are not faults stay 500 with the generic message only', () => {
  it.each<[string, TCall, () => void]>([
    [
      'a DynamoDB condition the service did not handle',
      'dynamodb',
      () => dynamo.on(GetCommand).rejects(new ConditionalCheckFailedException({ message: INTERNALS, ...spent(400) })),
    ],
    [
      'a transaction cancelled by a failed condition (and a conflict)',
      'transaction',
      () =>
        dynamo.on(TransactWriteCommand).rejects(
          new TransactionCanceledException({
            message: INTERNALS,
            CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'TransactionConflict' }],
            ...spent(400),
          }),
        ),
    ],
    [
      'S3 NoSuchKey',
      's3',
      () => {
        fetchAnswer.current = xmlError(404, 'NoSuchKey');
        s3.on(CopyObjectCommand).rejects(new NoSuchKey({ message: INTERNALS, ...spent(404) }));
      },
    ],
    [
      'SES MessageRejected',
      'ses',
      () => ses.on(SendEmailCommand).rejects(new MessageRejected({ message: INTERNALS, ...spent(400) })),
    ],
    ['a bug', 'dynamodb', () => dynamo.on(GetCommand).callsFake(() => Promise.reject(new TypeError(INTERNALS)))],
  ])('%s', async (_n, call, inject) => {
    inject();
    const result = await probe(call)(event());
    expect(result.statusCode).toBe(500);
    expect(result.headers?.['retry-after']).toBeUndefined();
    expect(JSON.parse(result.body ?? 'null')).toEqual({
      message: MSG.GENERIC_ERROR,
      code: 'GENERIC_ERROR',
      request_id: 'req-fault-1',
    });
  });

  it('an AppError wins over a fault it wraps (the service already chose the answer)', async () => {
    const wrapped = new AppError('CONFLICT', undefined, undefined, {
      cause: new ProvisionedThroughputExceededException({ message: 'x', ...spent(400) }),
    });
    const handler = defineOperationHandler(row, () => Promise.reject(wrapped));
    expect((await handler(event())).statusCode).toBe(409);
  });
});

describe('serviceFault', () => {
  it('finds a fault behind a cause chain and inside an AggregateError', () => {
    const throttled = new ThrottlingException({ message: 'x', ...spent(400) });
    expect(serviceFault(new Error('outer', { cause: new Error('middle', { cause: throttled }) }))?.kind).toBe(
      'throttling',
    );
    expect(serviceFault(new AggregateError([new Error('a'), throttled]))?.name).toBe('ThrottlingException');
  });

  it('counts network errors only when they came out of an SDK call', () => {
    const sdkTimeout = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET', $metadata: { attempts: 3 } });
    expect(serviceFault(sdkTimeout)?.kind).toBe('unavailable');
    expect(serviceFault(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
  });

  it('is undefined for non-errors and for plain errors', () => {
    expect(serviceFault(undefined)).toBeUndefined();
    expect(serviceFault('ThrottlingException')).toBeUndefined();
    expect(serviceFault(new Error('ThrottlingException'))).toBeUndefined();
  });
});
