import { describe, expect, it } from 'vitest';
import type { TPlaylistModule } from '@skillway/shared';
import { cardText, durationText, moduleAction, moduleLevels } from './module-levels';

function module(id: string, level: number, sort_order: number, state: number | null = null): TPlaylistModule {
  return {
    id,
    name: id,
    description: '',
    minutes: 30,
    thumbnail: null,
    published: true,
    level,
    sort_order,
    enrolled: state === null ? null : { state, state_text: '', progress: 0 },
  };
}

describe('playlist details rules', () => {
  it('groups courses by level in order, with the unplaced ones last', () => {
    const sections = moduleLevels([module('c', 2, 0), module('u', 0, 0), module('b', 1, 1), module('a', 1, 0)]);
    expect(sections.map((s) => [s.title, s.modules.map((m) => m.id)])).toEqual([
      ['Level 1', ['a', 'b']],
      ['Level 2', ['c']],
      ['More Courses', ['u']],
    ]);
  });

  it("gives each card My Courses' button for its state", () => {
    expect(moduleAction(module('x', 1, 0, 1))).toEqual({
      label: 'Start Course',
      to: '/courses/player/$id',
      params: { id: 'x' },
    });
    expect(moduleAction(module('x', 1, 0, 2)).label).toBe('Continue Course');
    expect(moduleAction(module('x', 1, 0, 3)).label).toBe('Course Completed');
    expect(moduleAction(module('x', 1, 0, 5)).label).toBe('Complete Test');
    expect(moduleAction(module('x', 1, 0))).toEqual({
      label: 'View Course Details',
      to: '/courses/details/$id',
      params: { id: 'x' },
    });
  });

  it('cuts description text at 100 characters and says durations as the course screens do', () => {
    expect(cardText('<p>Hello <b>there</b> &amp; welcome</p>', 100)).toBe('Hello there & welcome');
    expect(cardText(`<p>${'a'.repeat(120)}</p>`, 100)).toBe(`${'a'.repeat(100)}…`);
    expect(durationText(35)).toBe('35 minutes');
    expect(durationText(125)).toBe('2 hr 5 mins');
  });
});
