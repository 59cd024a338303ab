import { describe, expect, it } from 'vitest';
import { accountActions } from './account-actions';

describe('accountActions (the Company state table)', () => {
  it.each([
    [1, false, ['sign_up']],
    [2, false, ['sign_up']],
    [3, false, ['cancel', 'upgrade']],
    [3, true, []],
    [4, false, ['make_payment']],
    [5, false, ['make_payment']],
    [9, false, ['make_payment']],
  ])('state %i (cancel asked: %s) shows %j', (state, cancel, expected) => {
    expect(accountActions(state, cancel)).toEqual(expected);
  });
});
