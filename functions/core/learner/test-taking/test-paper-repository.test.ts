import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteSubmittedPaper, type TTestAttemptItem } from './test-paper-repository';

vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

const dynamo = mockClient(DynamoDBDocumentClient);
afterAll(() => dynamo.restore());
beforeEach(() => dynamo.reset());

const paper: TTestAttemptItem = {
  company_id: 'c1',
  course_id: 'k1',
  user_id: 'u1',
  question_ids: ['q1'],
  letter_maps: {},
  attempts_before: 0,
  served_at: '2026-12-07T10:00:00.000Z',
  ttl: 1,
};

describe('deleteSubmittedPaper (issue 36: outside the submission transaction)', () => {
  it('deletes the submitted paper only, never one served over it since', async () => {
    dynamo.on(DeleteCommand).resolves({});
    await deleteSubmittedPaper(paper);
    const [sent] = dynamo.commandCalls(DeleteCommand);
    const input = sent!.args[0].input;
    expect(input.Key).toEqual({ pk: 'C#c1#CRS#k1', sk: 'TATTEMPT#u1' });
    expect(input.ConditionExpression).toMatch(/=/);
    expect(Object.values(input.ExpressionAttributeNames ?? {})).toContain('served_at');
    expect(Object.values(input.ExpressionAttributeValues ?? {})).toContain(paper.served_at);
  });

  it('answers the submission whatever the delete meets: the counted attempt already makes the paper stale', async () => {
    dynamo.on(DeleteCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
    await expect(deleteSubmittedPaper(paper)).resolves.toBeUndefined();
    dynamo
      .on(DeleteCommand)
      .rejects(Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }));
    await expect(deleteSubmittedPaper(paper)).resolves.toBeUndefined();
  });
});
