import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ZRegisterBody, ZUpdatePasswordBody } from './auth';

function fieldErrors(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('password forms', () => {
  it('report a short new password and a mismatched confirmation together (web and server use this schema)', () => {
    const errors = fieldErrors(ZUpdatePasswordBody, {
      old_password: 'Old!Pass1',
      new_password: 'Ab!1',
      confirm_password: 'Ab!12',
    });
    expect(errors).toEqual({
      new_password: ['The password must be at least 8 characters.'],
      confirm_password: ['The password confirmation does not match.'],
    });
  });

  it('report the mismatch beside a missing current password, and nothing for a good change', () => {
    expect(
      fieldErrors(ZUpdatePasswordBody, { old_password: '', new_password: 'New!Pass1', confirm_password: 'x' }),
    ).toEqual({
      old_password: ['The old password field is required.'],
      confirm_password: ['The password confirmation does not match.'],
    });
    expect(
      fieldErrors(ZUpdatePasswordBody, {
        old_password: 'Old!Pass1',
        new_password: 'New!Pass1',
        confirm_password: 'New!Pass1',
      }),
    ).toEqual({});
  });

  it("refuses a current password longer than any password can be (the identity provider's refusal was a 500)", () => {
    expect(
      fieldErrors(ZUpdatePasswordBody, {
        old_password: 'é'.repeat(129),
        new_password: 'New!Pass1',
        confirm_password: 'New!Pass1',
      }),
    ).toEqual({ old_password: ['The old password may not be greater than 128 characters.'] });
  });

  it('signup checks the confirmation even when another field is wrong', () => {
    const errors = fieldErrors(ZRegisterBody, { email: 'nope', password: 'Good!Pass1', confirm_password: 'Other!1' });
    expect(errors.confirm_password).toEqual(['The password confirmation does not match.']);
  });
});
