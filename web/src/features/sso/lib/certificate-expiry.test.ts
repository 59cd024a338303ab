import { describe, expect, it } from 'vitest';
import { certificateExpiry, soonestExpiry } from './certificate-expiry';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

describe('certificateExpiry', () => {
  it('is valid beyond 30 days, a warning within them, and red once expired', () => {
    expect(certificateExpiry(inDays(31), NOW)).toEqual({ days: 31, color: 'teal', text: 'Valid' });
    expect(certificateExpiry(inDays(30), NOW)).toEqual({ days: 30, color: 'orange', text: 'Expires in 30 days' });
    expect(certificateExpiry(inDays(1), NOW)).toEqual({ days: 1, color: 'orange', text: 'Expires in 1 day' });
    expect(certificateExpiry(inDays(0.5), NOW)).toEqual({ days: 0, color: 'orange', text: 'Expires today' });
    expect(certificateExpiry(inDays(-1), NOW)).toMatchObject({ color: 'red', text: 'Expired' });
  });

  it('picks the certificate that expires first', () => {
    const certificates = [{ not_after: inDays(300) }, { not_after: inDays(20) }, { not_after: inDays(90) }];
    expect(soonestExpiry(certificates)).toBe(certificates[1]);
    expect(soonestExpiry([])).toBeNull();
  });
});
