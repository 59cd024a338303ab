import { describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS } from '@skillway/shared';
import { rotationStep } from './refresh-rotation-rule';

const NOW = Date.parse('2026-12-08T10:00:00Z');
const GRACE_MS = REFRESH_REUSE_GRACE_SECONDS * 1000;

describe('a refresh session rotation step', () => {
  it('rotates the current nonce of a session not rotated yet, or rotated longer ago than the grace', () => {
    expect(rotationStep({ nonce_hash: 'n0' }, 'n0', NOW)).toBe('rotate');
    expect(rotationStep({ nonce_hash: 'n1', previous_nonce_hash: 'n0', rotated_at: NOW - GRACE_MS }, 'n1', NOW)).toBe(
      'rotate',
    );
  });

  it('within the grace, answers the current nonce as it is and the replaced one with the current one', () => {
    const session = { nonce_hash: 'n1', previous_nonce_hash: 'n0', rotated_at: NOW - GRACE_MS + 1 };
    expect(rotationStep(session, 'n1', NOW)).toBe('current');
    expect(rotationStep(session, 'n0', NOW)).toBe('previous');
    // Stamped by an instance whose clock runs ahead: just rotated.
    expect(rotationStep({ ...session, rotated_at: NOW + 5000 }, 'n0', NOW)).toBe('previous');
  });

  it('reads as reuse: the replaced nonce after the grace, an older or an unknown one', () => {
    expect(rotationStep({ nonce_hash: 'n1', previous_nonce_hash: 'n0', rotated_at: NOW - GRACE_MS }, 'n0', NOW)).toBe(
      'reuse',
    );
    const inGrace = { nonce_hash: 'n2', previous_nonce_hash: 'n1', rotated_at: NOW };
    expect(rotationStep(inGrace, 'n0', NOW)).toBe('reuse');
    expect(rotationStep(inGrace, 'forged', NOW)).toBe('reuse');
    expect(rotationStep({ nonce_hash: 'n0' }, 'forged', NOW)).toBe('reuse');
  });
});
