import { describe, expect, it } from 'vitest';
import { lastActivityOf, mostRecentFirst } from './dashboard-courses';

const at = (target_id: string, enrolled_at: string, last_accessed_at?: string) => ({
  target_id,
  enrolled_at,
  ...(last_accessed_at ? { last_accessed_at } : {}),
});

describe('dashboard course order', () => {
  it('takes the last access, else the enrolment, as the last activity', () => {
    expect(lastActivityOf(at('a', '2025-01-01T00:00:00Z'))).toBe('2025-01-01T00:00:00Z');
    expect(lastActivityOf(at('a', '2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z'))).toBe('2025-02-01T00:00:00Z');
  });

  it('puts the most recently active course first, ties by course id', () => {
    const ordered = mostRecentFirst([
      at('old', '2025-01-01T00:00:00Z'),
      at('worked-on', '2025-01-02T00:00:00Z', '2025-06-01T00:00:00Z'),
      at('new-b', '2025-05-01T00:00:00Z'),
      at('new-a', '2025-05-01T00:00:00Z'),
    ]);
    expect(ordered.map((item) => item.target_id)).toEqual(['worked-on', 'new-a', 'new-b', 'old']);
  });
});
