import { describe, expect, it } from 'vitest';
import { MSG } from '../constants/messages';
import { requiredString } from '../schemas/fields';
import * as z from 'zod/mini';
import { messageCode } from './message-codes';

function firstIssue(schema: z.ZodMiniType, value: unknown): string {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) throw new Error('expected an issue');
  return parsed.error.issues[0]!.message;
}

describe('messageCode: a stable code and parameters for the server’s English messages', () => {
  it('names a spec message by its MSG key', () => {
    expect(messageCode(MSG.LOGIN_FAILED)).toEqual({ code: 'LOGIN_FAILED' });
  });

  it('recognises the field rules’ messages, with their parameters', () => {
    expect(messageCode(firstIssue(requiredString('first_name', 100), ''))).toEqual({
      code: 'field.required',
      params: { field: 'first name' },
    });
    expect(messageCode(firstIssue(requiredString('last_name', 3), 'abcd'))).toEqual({
      code: 'field.max_length',
      params: { field: 'last name', max: '3' },
    });
    expect(messageCode('The limit must be a number.')).toEqual({ code: 'field.number', params: { field: 'limit' } });
    expect(messageCode('The days may not be greater than 90.')).toEqual({
      code: 'field.max',
      params: { field: 'days', max: '90' },
    });
  });

  it('gives no code to a message it does not know', () => {
    expect(messageCode('Something else entirely.')).toBeUndefined();
  });
});
