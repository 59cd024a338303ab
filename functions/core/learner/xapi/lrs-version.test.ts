import { describe, expect, it } from 'vitest';
import { answerVersion, negotiateVersion } from './lrs-version';

describe('negotiateVersion', () => {
  it('speaks 1.0.3 to 1.0 and 1.0.0 to 1.0.3', () => {
    for (const asked of ['1.0', '1.0.0', '1.0.1', '1.0.2', '1.0.3', ' 1.0.3 '])
      expect(negotiateVersion(asked)).toBe('1.0.3');
  });

  it('speaks 2.0.0 to 2.0 and any 2.0.x', () => {
    for (const asked of ['2.0', '2.0.0', '2.0.1', '2.0.12']) expect(negotiateVersion(asked)).toBe('2.0.0');
  });

  it('speaks nothing to a missing, empty or unknown version', () => {
    for (const asked of [
      undefined,
      '',
      '  ',
      '0.9',
      '0.95',
      '0.8',
      '1.0.4',
      '1.1',
      '1',
      '2',
      '2.1.0',
      '3.0',
      '1.0.3x',
      'v1.0.3',
    ])
      expect(negotiateVersion(asked), String(asked)).toBeUndefined();
  });
});

describe('answerVersion', () => {
  it("names the request's version, else the caller's default, else 1.0.3", () => {
    expect(answerVersion('2.0.0', '1.0.3')).toBe('2.0.0');
    expect(answerVersion('1.0.3', '2.0.0')).toBe('1.0.3');
    expect(answerVersion(undefined, '2.0.0')).toBe('2.0.0');
    expect(answerVersion(undefined)).toBe('1.0.3');
  });
});
