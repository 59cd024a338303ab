import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETAIL_TYPE, ZLearningRecordedDetail } from '@skillway/shared';
import { setEventTransport } from '../../../platform/events/publish-event';
import type { TLog } from '../../../platform/http/logger';
import {
  announceCertificateExpired,
  certificateExpiredFact,
  londonDayStart,
  type TExpiringEnrolment,
} from './certificate-expiry';

const renewed: TExpiringEnrolment = {
  company_id: 'C1',
  target_id: 'K1',
  user_id: 'U1',
  enrolled_at: '2025-01-10T08:00:00.000Z',
  // The renewal archived the run that earned the certificate: the run's certificate_id is gone, the cycle's stays.
  current_certificate_id: 'SW-1',
  expires_on: '2026-06-01',
};

function fakeLog() {
  return { error: vi.fn(), info: vi.fn(), warn: vi.fn() } as unknown as TLog & { error: ReturnType<typeof vi.fn> };
}

afterEach(() => setEventTransport(async () => undefined));

describe('londonDayStart', () => {
  it('is 00:00 UTC in winter and 23:00 UTC the evening before in summer', () => {
    expect(londonDayStart('2026-01-15')).toBe('2026-01-15T00:00:00.000Z');
    expect(londonDayStart('2026-06-01')).toBe('2026-05-31T23:00:00.000Z');
  });

  it('holds on the days the clocks change (both after midnight)', () => {
    // 29 March 2026: GMT at midnight, BST from 01:00 UTC. 25 October 2026: BST at midnight, GMT from 01:00 UTC.
    expect(londonDayStart('2026-03-29')).toBe('2026-03-29T00:00:00.000Z');
    expect(londonDayStart('2026-10-25')).toBe('2026-10-24T23:00:00.000Z');
    expect(londonDayStart('2026-03-30')).toBe('2026-03-29T23:00:00.000Z');
    expect(londonDayStart('2026-10-26')).toBe('2026-10-26T00:00:00.000Z');
  });

  it('refuses what is not a day', () => {
    expect(() => londonDayStart('soon')).toThrow('Invalid calendar day');
  });
});

describe('certificateExpiredFact', () => {
  it('the current cycle’s certificate, expired at the start of its expiry day', () => {
    expect(certificateExpiredFact(renewed)).toEqual({
      kind: 'certificate_expired',
      certificate_id: 'SW-1',
      expires_on: '2026-06-01',
      at: '2026-05-31T23:00:00.000Z',
    });
  });

  it('a certificate made before cycles: the run’s own', () => {
    const { current_certificate_id: _cycle, ...legacy } = renewed;
    expect(certificateExpiredFact({ ...legacy, certificate_id: 'SW-OLD' })).toMatchObject({ certificate_id: 'SW-OLD' });
  });

  it('none without a certificate made (nothing earned in the LRS) or without an expiry', () => {
    const { current_certificate_id: _cycle, ...uncertified } = renewed;
    expect(certificateExpiredFact(uncertified)).toBeUndefined();
    const { expires_on: _expiry, ...forever } = renewed;
    expect(certificateExpiredFact(forever)).toBeUndefined();
  });
});

describe('announceCertificateExpired', () => {
  it('publishes one learning.recorded with the fact, in the enrolment’s run at the time', async () => {
    const published: { type: string; detail: Record<string, unknown> }[] = [];
    setEventTransport(async (type, detail) => {
      published.push({ type, detail });
    });
    const started = { ...renewed, started_at: '2026-05-20T09:00:00.000Z' };
    expect(await announceCertificateExpired(started, fakeLog())).toBe(true);
    expect(published).toHaveLength(1);
    expect(published[0]!.type).toBe(DETAIL_TYPE.LEARNING_RECORDED);
    // What the handler parses (events/handlers/record-own-learning.ts).
    expect(ZLearningRecordedDetail.parse(published[0]!.detail)).toMatchObject({
      company_id: 'C1',
      course_id: 'K1',
      user_id: 'U1',
      run: '2026-05-20T09:00:00.000Z',
      facts: [{ kind: 'certificate_expired', certificate_id: 'SW-1', at: '2026-05-31T23:00:00.000Z' }],
    });
    // Before the renewal is started, the run is the enrolment's own time.
    await announceCertificateExpired(renewed, fakeLog());
    expect(published[1]!.detail).toMatchObject({ run: renewed.enrolled_at });
  });

  it('publishes nothing without a certificate', async () => {
    const transport = vi.fn(async () => undefined);
    setEventTransport(transport);
    const { current_certificate_id: _cycle, ...uncertified } = renewed;
    expect(await announceCertificateExpired(uncertified, fakeLog())).toBe(false);
    expect(transport).not.toHaveBeenCalled();
  });

  it('a lost event is logged, never the run’s failure', async () => {
    setEventTransport(async () => {
      throw new Error('bus down');
    });
    const log = fakeLog();
    expect(await announceCertificateExpired(renewed, log)).toBe(false);
    expect(log.error).toHaveBeenCalledWith(
      'learning.recorded not published',
      expect.objectContaining({ course_id: 'K1', fact: 'certificate_expired' }),
    );
  });
});
