/**
 * A course's History (issue 31) against the running stack: the changes to its material, its test's settings and its
 * questions are listed in the course's history (one target index query, newest first), each event keeping its own
 * type, id and name; a material's or a test's own events are still found by their target filter.
 */
import { describe, expect, it } from 'vitest';
import type { TAuditEvent } from '@skillway/shared';
import { registerCompany } from '../../../../test/factories/accounts';
import { call, drainEvents } from '../../../../test/factories/http';
import { createTestCourse } from '../../../../test/factories/test-taking';

async function history(token: string, query: string): Promise<TAuditEvent[]> {
  const listed = await call('GET', `/v1/audit-log?${query}`, { token });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  return listed.body.data as TAuditEvent[];
}

describe("a course's history", () => {
  it('lists the changes to its material, test and questions with its own, newest first', async () => {
    const owner = await registerCompany();
    const course = await createTestCourse(owner.token, { pass_mark: 60 }, 'Ladder Safety');
    const edited = await call('PATCH', `/v1/assets/${course.linkId}`, {
      token: owner.token,
      body: { title: 'Intro video' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await drainEvents();

    const events = await history(owner.token, `target_type=course&target_id=${course.courseId}`);
    const kinds = new Set(events.map((event) => event.target.type));
    expect([...kinds].sort()).toEqual(['course', 'material', 'question', 'test']);
    // Newest first: the material's rename is the last change made.
    expect(events[0]).toMatchObject({
      action: 'courses.updateMaterial',
      target: { type: 'material', id: course.linkId, name: 'Intro video' },
      changes: expect.arrayContaining([{ field: 'title', before: 'HSE', after: 'Intro video' }]),
    });
    const times = events.map((event) => `${event.at}#${String(event.seq).padStart(12, '0')}`);
    expect(times).toEqual([...times].sort().reverse());
    const test = events.find(
      (event) => event.target.type === 'test' && event.changes.some((c) => c.field === 'pass_mark'),
    );
    expect(test).toMatchObject({ target: { id: course.courseId, name: 'Ladder Safety' } });

    // A material's and a test's own events, by their target filter.
    const material = await history(owner.token, `target_type=material&target_id=${course.linkId}`);
    expect(material.map((event) => event.action)).toEqual(['courses.updateMaterial', 'courses.addMaterial']);
    const tests = await history(owner.token, `target_type=test&target_id=${course.courseId}`);
    expect(tests.length).toBeGreaterThan(0);
    expect(tests.every((event) => event.target.type === 'test')).toBe(true);

    // Another company's course history is not this one's.
    const other = await registerCompany();
    expect(await history(other.token, `target_type=course&target_id=${course.courseId}`)).toEqual([]);
  });
});
