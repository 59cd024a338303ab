/**
 * The demo data a first `npm start` shows: two published catalogue courses in Demo Ltd, every learner enrolled on
 * the induction with a deadline, the manager's team also on data protection, and the first learner part-way
 * through the induction, with the course counters agreeing.
 */
import { describe, expect, it } from 'vitest';
import { USER_COURSE_STATE } from '@skillway/shared';
import { findEmailOwner } from '@skillway/functions/core/auth/email-owner';
import { getTargetStats, listUserEnrolments } from '@skillway/functions/core/enrolment/enrolment-repository';
import { DEMO_COMPANY_ID } from '@skillway/functions/core/seed/seed-demo';
import { call, login } from '../factories/http';

describe('demo seed', () => {
  it('gives the demo company two published courses the administrator sees', async () => {
    const admin = await login('admin@demo-ltd.test', 'Admin!Pass1');
    const courses = await call('GET', '/v1/courses?limit=15', { token: admin.token });
    expect(courses.status).toBe(200);
    const names = (courses.body.data as { name: string; published: unknown }[]).map((course) => course.name);
    expect(names).toEqual(expect.arrayContaining(['Health and Safety Induction', 'Data Protection and UK GDPR Essentials']));
  });

  it('enrols the first learner on both, one of them started, and counts it', async () => {
    const owner = await findEmailOwner('learner1@demo-ltd.test');
    expect(owner?.companyId).toBe(DEMO_COMPANY_ID);
    const enrolments = await listUserEnrolments(DEMO_COMPANY_ID, owner!.userId);
    const courses = enrolments.filter((enrolment) => enrolment.target_type === 'course');
    expect(courses).toHaveLength(2);
    expect(courses.every((enrolment) => /^\d{4}-\d{2}-\d{2}$/.test(enrolment.deadline))).toBe(true);
    const started = courses.find((enrolment) => enrolment.state === USER_COURSE_STATE.IN_PROGRESS);
    expect(started?.progress).toBeGreaterThan(0);
    const stats = await getTargetStats(DEMO_COMPANY_ID, { type: 'course', id: started!.target_id });
    expect(stats.in_progress).toBe(1);
    expect(stats.not_started).toBe(stats.total_users - 1);
  });

  it('puts learners 4 and 5 on the playlist, which gives them its courses', async () => {
    const owner = await findEmailOwner('learner4@demo-ltd.test');
    const enrolments = await listUserEnrolments(DEMO_COMPANY_ID, owner!.userId);
    const playlist = enrolments.find((enrolment) => enrolment.target_type === 'channel');
    expect(playlist).toBeDefined();
    const viaPlaylist = enrolments.filter(
      (enrolment) => enrolment.target_type === 'course' && `channel:${playlist!.target_id}` in enrolment.sources,
    );
    expect(viaPlaylist).toHaveLength(2);
    const learner = await login('learner4@demo-ltd.test', 'Learner!Pass1');
    const mine = await call('GET', '/v1/user/my-channels', { token: learner.token });
    expect(mine.status).toBe(200);
    expect((mine.body.data as { name: string }[]).map((item) => item.name)).toEqual(['New Starter Essentials']);
  });
});
