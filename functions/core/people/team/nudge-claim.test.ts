import { describe, expect, it } from 'vitest';
import { TEAM_NUDGE } from '@skillway/shared';
import { nudgeWaitSeconds } from './nudge-claim';

const HOUR_MS = 60 * 60 * 1000;
const at = Date.parse('2027-03-28T00:30:00.000Z');

describe('the nudge interval', () => {
  it('lets a member never nudged, or nudged a whole interval ago, be nudged now', () => {
    expect(nudgeWaitSeconds(undefined, at)).toBe(0);
    expect(nudgeWaitSeconds('not a time', at)).toBe(0);
    expect(nudgeWaitSeconds(new Date(at - TEAM_NUDGE.intervalHours * HOUR_MS).toISOString(), at)).toBe(0);
    expect(nudgeWaitSeconds(new Date(at - 30 * HOUR_MS).toISOString(), at)).toBe(0);
  });

  it('counts the seconds left within the interval, rounded up', () => {
    expect(nudgeWaitSeconds(new Date(at).toISOString(), at)).toBe(TEAM_NUDGE.intervalHours * 3600);
    expect(nudgeWaitSeconds(new Date(at - (TEAM_NUDGE.intervalHours - 1) * HOUR_MS).toISOString(), at)).toBe(3600);
    expect(nudgeWaitSeconds(new Date(at - TEAM_NUDGE.intervalHours * HOUR_MS + 1500).toISOString(), at)).toBe(2);
  });
});
