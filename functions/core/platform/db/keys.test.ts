import { describe, expect, it } from 'vitest';
import { assertKeyPart, keys } from './keys';

describe('key builders', () => {
  it('lead tenant keys with the company id', () => {
    expect(keys.company('c1')).toBe('C#c1');
    expect(keys.userSk('u1')).toBe('USER#u1');
    expect(keys.revokedTokenSk('j1')).toBe('REVOKED#j1');
    expect(keys.notificationSk('u1', '01ABC')).toBe('NOTIF#u1#01ABC');
    expect(keys.unreadNotificationsPk('c1', 'u1')).toBe('C#c1#UNREAD#u1');
    expect(keys.uploadSk('c/c1/avatar/x/a.png')).toBe('UPLOAD#c/c1/avatar/x/a.png');
  });

  it('keeps one user’s notifications from matching another user’s prefix', () => {
    expect(keys.notificationSk('u10', 'n').startsWith(keys.notificationsPrefix('u1'))).toBe(false);
  });

  it('lower-cases email lookups', () => {
    expect(keys.emailPk('Ada@Example.TEST')).toBe('EMAIL#ada@example.test');
  });

  it('sorts the index keys by time', () => {
    expect(
      keys.trialIndexSk('2026-01-01T00:00:00.000Z', 'c1') < keys.trialIndexSk('2026-01-02T00:00:00.000Z', 'c0'),
    ).toBe(true);
    // The expiry query's upper bound `<now>~` includes every id at exactly `now`.
    expect(keys.trialIndexSk('2026-01-01T00:00:00.000Z', 'zz') <= '2026-01-01T00:00:00.000Z~').toBe(true);
    expect(keys.companiesIndexSk('2026-01-01T00:00:00.000Z', 'c1')).toBe('2026-01-01T00:00:00.000Z#c1');
  });

  it('refuses key parts that contain the separator', () => {
    expect(() => assertKeyPart('a#b', 'id')).toThrow();
    expect(assertKeyPart('abc', 'id')).toBe('abc');
  });
});
