import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CARDS } from '@skillway/shared';
import { localCardComplete, localCardErrors } from './local-card-entry';

// The clock pinned: an expiry is valid through its month, so what "past" is depends on today.
const NOW = '2026-12-08T10:00:00.000Z';
const nextYear = '27';

const processTimeZone = process.env.TZ;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  vi.useRealTimers();
  if (processTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = processTimeZone;
});

describe('the local card form', () => {
  it('is complete with a card number that passes the Luhn check, a future expiry and a 3 or 4 digit CVC', () => {
    expect(localCardComplete({ number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' })).toBe(true);
    expect(localCardComplete({ number: TEST_CARDS.DECLINED, expiry: `01/${nextYear}`, cvc: '1234' })).toBe(true);
    expect(localCardComplete({ number: '4242 4242 4242 4241', expiry: `12/${nextYear}`, cvc: '123' })).toBe(false);
    expect(localCardComplete({ number: '4242 4242 4242', expiry: `12/${nextYear}`, cvc: '123' })).toBe(false);
    expect(localCardComplete({ number: '4242 4242 4242 4242', expiry: '13/30', cvc: '123' })).toBe(false);
    expect(localCardComplete({ number: '4242 4242 4242 4242', expiry: '12/20', cvc: '123' })).toBe(false);
    expect(localCardComplete({ number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvc: '12' })).toBe(false);
  });

  it('takes a card through its expiry month and refuses it from the month after', () => {
    expect(localCardComplete({ number: '4242 4242 4242 4242', expiry: '12/26', cvc: '123' })).toBe(true);
    expect(localCardErrors({ number: '', expiry: '11/26', cvc: '' })).toEqual({
      expiry: 'The expiry date is invalid.',
    });
  });

  // The fake Stripe checks the expiry by the UTC month. 23:30 UTC on New Year's Eve is 1 January 2027 east of UTC.
  it.each(['Pacific/Kiritimati', 'Europe/London', 'America/Los_Angeles'])(
    'agrees with the fake Stripe on New Year’s Eve, 23:30 UTC, for a viewer in %s',
    (timeZone) => {
      process.env.TZ = timeZone;
      vi.setSystemTime(new Date('2026-12-31T23:30:00.000Z'));
      expect(localCardErrors({ number: '', expiry: '12/26', cvc: '' })).toEqual({});
      expect(localCardErrors({ number: '', expiry: '11/26', cvc: '' })).toEqual({
        expiry: 'The expiry date is invalid.',
      });
    },
  );

  it('names a wrong number or expiry once it is fully typed, not while typing', () => {
    expect(localCardErrors({ number: '4242 42', expiry: '1', cvc: '' })).toEqual({});
    expect(localCardErrors({ number: '4242 4242 4242 4241', expiry: '00/30', cvc: '' })).toEqual({
      number: 'The card number is invalid.',
      expiry: 'The expiry date is invalid.',
    });
  });
});
