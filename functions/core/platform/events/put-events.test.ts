import {
  EventBridgeClient,
  EventBridgeServiceException,
  InternalException,
  PutEventsCommand,
} from '@aws-sdk/client-eventbridge';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { putEvent, type TPutEventEntry } from './put-events';
import { EventPublishError } from './event-publish-error';

const ENTRY: TPutEventEntry = {
  Source: 'skillway',
  DetailType: 'course.completed',
  Detail: JSON.stringify({ company_id: 'c-1', user_id: 'u-1' }),
  EventBusName: 'skillway-test',
};

const events = mockClient(EventBridgeClient);
beforeEach(() => events.reset());
afterAll(() => events.restore());

/** What an SDK error carries once the client's retries are spent. */
const spent = (httpStatusCode: number) => ({ $metadata: { httpStatusCode, attempts: 3 } });

describe('putEvent', () => {
  it('puts the one entry on its bus', async () => {
    events.on(PutEventsCommand).resolves({ FailedEntryCount: 0, Entries: [{ EventId: 'e-1' }] });
    await putEvent(ENTRY);
    expect(events.commandCalls(PutEventsCommand).map((call) => call.args[0].input)).toEqual([{ Entries: [ENTRY] }]);
  });

  it('a refused entry is an EventPublishError (the API answers 503)', async () => {
    events
      .on(PutEventsCommand)
      .resolves({ FailedEntryCount: 1, Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'try again' }] });
    await expect(putEvent(ENTRY)).rejects.toThrow(
      new EventPublishError('course.completed', 'InternalFailure', 'try again'),
    );
  });

  it('EventBridge still failing after the SDK’s retries is an EventPublishError', async () => {
    events.on(PutEventsCommand).rejects(new InternalException({ message: 'boom', ...spent(500) }));
    const failure = putEvent(ENTRY);
    await expect(failure).rejects.toBeInstanceOf(EventPublishError);
    await expect(failure).rejects.toThrow('PutEvents failed for course.completed: InternalException boom');
  });

  it('a refusal of the request itself is thrown as the SDK gave it', async () => {
    const denied = new EventBridgeServiceException({
      name: 'AccessDeniedException',
      $fault: 'client',
      message: 'denied',
      ...spent(400),
    });
    events.on(PutEventsCommand).rejects(denied);
    await expect(putEvent(ENTRY)).rejects.toBe(denied);
  });
});
