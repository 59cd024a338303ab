import { describe, expect, it } from 'vitest';
import { isBreatheAvailable, maskToken } from './breathe-access';
import { hasNextLink } from './breathe-client';

describe('BreatheHR availability', () => {
  it('is on for companies created before 2021-04-30', () => {
    expect(isBreatheAvailable({ created_at: '2021-04-29T23:59:59.000Z' })).toBe(true);
    expect(isBreatheAvailable({ created_at: '2021-04-30T00:00:00.000Z' })).toBe(false);
  });

  it('is on for newer companies only with the setting', () => {
    expect(isBreatheAvailable({ created_at: '2024-01-01T00:00:00.000Z', breathe_enabled: 1 })).toBe(true);
    expect(isBreatheAvailable({ created_at: '2024-01-01T00:00:00.000Z', breathe_enabled: 0 })).toBe(false);
  });
});

describe('maskToken', () => {
  it('never shows the token whole', () => {
    expect(maskToken('abcdefghijkl1234')).toBe('••••••••1234');
    expect(maskToken('short')).toBe('••••••••');
    expect(maskToken(undefined)).toBeNull();
  });
});

describe('hasNextLink', () => {
  it('reads rel="next" from a Link header', () => {
    expect(
      hasNextLink('<https://x/v1/employees?page=2>; rel="next", <https://x/v1/employees?page=5>; rel="last"'),
    ).toBe(true);
    expect(hasNextLink('<https://x/v1/employees?page=1>; rel="first"')).toBe(false);
    expect(hasNextLink(null)).toBeUndefined();
  });
});
