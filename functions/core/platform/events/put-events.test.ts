import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { AwsV4Signer } from 'aws4fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putEvent, type TPutEventEntry } from './put-events';
import { EventPublishError } from './event-publish-error';

const CREDENTIALS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'session/token+with=odd chars',
};
const ENTRY: TPutEventEntry = {
  Source: 'skillway',
  DetailType: 'course.completed',
  Detail: JSON.stringify({ company_id: 'c-1', user_id: 'u-1', note: 'é "quoted"' }),
  EventBusName: 'skillway-test',
};

interface TSeen {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}
let seen: TSeen[] = [];
let answers: (() => Response)[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T06:15:30.123Z'));
  vi.stubEnv('AWS_REGION', 'eu-west-2');
  vi.stubEnv('AWS_ACCESS_KEY_ID', CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', CREDENTIALS.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', CREDENTIALS.sessionToken);
  seen = [];
  answers = [() => Response.json({ FailedEntryCount: 0, Entries: [{ EventId: 'e-1' }] })];
  vi.stubGlobal('fetch', async (request: Request) => {
    seen.push({ url: request.url, method: request.method, headers: new Headers(request.headers), body: await request.text() });
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return next!();
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** What the AWS SDK's EventBridge client would send for the same entry (signed, never sent). */
async function sdkRequest() {
  let captured: { method: string; hostname: string; path: string; headers: Record<string, string>; body: string } | undefined;
  const sdk = new EventBridgeClient({
    region: 'eu-west-2',
    credentials: CREDENTIALS,
    maxAttempts: 1,
    requestHandler: {
      handle: (request: NonNullable<typeof captured>) => {
        captured = request;
        return Promise.reject(new Error('captured'));
      },
    } as never,
  });
  await sdk.send(new PutEventsCommand({ Entries: [ENTRY] })).catch(() => undefined);
  if (!captured) throw new Error('the SDK sent nothing');
  return captured;
}

describe('EventBridge PutEvents without the SDK', () => {
  it('sends the SDK’s request: endpoint, target, JSON body, and a signature aws4fetch re-makes from the SDK’s headers', async () => {
    await putEvent(ENTRY);
    const sdk = await sdkRequest();
    const [request] = seen;
    if (!request) throw new Error('no request');
    expect(request.method).toBe(sdk.method);
    expect(request.url).toBe(`https://${sdk.hostname}${sdk.path}`);
    expect(request.url).toBe('https://events.eu-west-2.amazonaws.com/');
    expect(JSON.parse(request.body)).toEqual(JSON.parse(sdk.body));
    expect(request.headers.get('x-amz-target')).toBe(sdk.headers['x-amz-target']);
    expect(request.headers.get('content-type')).toBe(sdk.headers['content-type']);
    expect(request.headers.get('x-amz-security-token')).toBe(CREDENTIALS.sessionToken);
    expect(request.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261126\/eu-west-2\/events\/aws4_request, SignedHeaders=host;x-amz-date;x-amz-security-token;x-amz-target, Signature=[0-9a-f]{64}$/,
    );
    const headers = new Headers(sdk.headers);
    headers.delete('authorization');
    headers.delete('user-agent');
    const signer = new AwsV4Signer({
      method: sdk.method,
      url: `https://${sdk.hostname}${sdk.path}`,
      headers,
      body: sdk.body,
      ...CREDENTIALS,
      service: 'events',
      region: 'eu-west-2',
      datetime: sdk.headers['x-amz-date'] ?? '',
      allHeaders: true,
    });
    expect((await signer.sign()).headers.get('authorization')).toBe(sdk.headers.authorization);
  });

  it('retries throttling and 5xx, then gives up with the error', async () => {
    answers = [
      () => Response.json({ __type: 'ThrottlingException', message: 'Rate exceeded' }, { status: 400 }),
      () => Response.json({ __type: 'InternalException' }, { status: 500 }),
      () => Response.json({ FailedEntryCount: 0, Entries: [{ EventId: 'e-1' }] }),
    ];
    await putEvent(ENTRY);
    expect(seen).toHaveLength(3);
    seen = [];
    answers = [() => Response.json({ __type: 'InternalException', message: 'boom' }, { status: 500 })];
    // Still failing after the retries: an EventPublishError, which the API answers 503 (http/service-faults.ts).
    const failure = putEvent(ENTRY);
    await expect(failure).rejects.toBeInstanceOf(EventPublishError);
    await expect(failure).rejects.toThrow('PutEvents failed for course.completed: InternalException boom');
    expect(seen).toHaveLength(4);
  });

  it('does not retry a refusal, and reports a failed entry', async () => {
    answers = [() => Response.json({ __type: 'com.amazon.coral.service#AccessDeniedException', Message: 'denied' }, { status: 400 })];
    await expect(putEvent(ENTRY)).rejects.toThrow('400 AccessDeniedException denied');
    expect(seen).toHaveLength(1);
    answers = [() => Response.json({ FailedEntryCount: 1, Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'try again' }] })];
    await expect(putEvent(ENTRY)).rejects.toThrow(
      new EventPublishError('course.completed', 'InternalFailure', 'try again'),
    );
  });
});
