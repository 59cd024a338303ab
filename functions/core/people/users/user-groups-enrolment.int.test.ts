/**
 * Groups set on a user drive their enrolments (a joiner gets the group's courses, a leaver loses only those), the
 * user's course rows show them, and deleting the user removes every enrolment with the counters kept right.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registerCompany } from '../../../../test/factories/accounts';
import { addUser } from '../../../../test/factories/added-users';
import { call } from '../../../../test/factories/http';
import { putCourse } from '../../content/courses/course-repository';
import { enrolUsers } from '../../delivery/enrolment/enrol-users';
import { getTargetStats } from '../../delivery/enrolment/enrolment-repository';
import { addGroupTarget } from '../../delivery/enrolment/group-enrolment';

async function course(companyId: string, createdBy: string, name: string): Promise<string> {
  const id = randomUUID();
  await putCourse({
    company_id: companyId,
    course_id: id,
    name,
    description: '',
    minutes: 30,
    course_type: 353355,
    topics: [],
    channels: [],
    published: true,
    is_default: false,
    total_materials: 1,
    total_videos: 0,
    total_inprogress: 0,
    total_completed: 0,
    created_by: createdBy,
  });
  return id;
}

describe("a user's groups and course rows", () => {
  it('enrol through groups on add and edit, show the rows, and delete every enrolment with the user', async () => {
    const admin = await registerCompany();
    const companyId = admin.user.company_id;
    const group = (await call('POST', '/v1/group', { token: admin.token, body: { name: 'Drivers' } })).body.data
      .id as string;
    const viaGroup = await course(companyId, admin.user.id, 'Safe Driving');
    const direct = await course(companyId, admin.user.id, 'Customer Care');
    await addGroupTarget(companyId, group, { type: 'course', id: viaGroup }, { deadline: '2031-06-30' });

    const user = await addUser(admin.token, { groups: [group] });
    expect(user.total_courses).toBe(1);
    await enrolUsers(companyId, { type: 'course', id: direct }, [user.id]);

    const rows = await call('GET', `/v1/users/courses?id=${user.id}`, { token: admin.token });
    expect(rows.status).toBe(200);
    expect(rows.body.data).toMatchObject([
      {
        course_id: direct,
        title: 'Customer Care',
        disabled: false,
        state: 1,
        state_text: 'Not yet started',
        progress: 0,
      },
      { course_id: viaGroup, title: 'Safe Driving', disabled: true, deadline_formatted: '30-06-2031' },
    ]);

    // Leaving the group takes only what came through it.
    const edited = await call('PUT', `/v1/users/${user.id}`, {
      token: admin.token,
      body: { first_name: user.first_name, last_name: user.last_name, email: user.email, groups: [] },
    });
    expect(edited.body.data).toMatchObject({ total_courses: 1, total_groups: 0, groups: [] });
    expect((await call('GET', `/v1/users/courses?id=${user.id}`, { token: admin.token })).body.data).toMatchObject([
      { course_id: direct },
    ]);

    expect((await call('DELETE', `/v1/users-all-data/${user.id}`, { token: admin.token })).status).toBe(200);
    expect((await getTargetStats(companyId, { type: 'course', id: direct })).total_users).toBe(0);
    expect((await getTargetStats(companyId, { type: 'course', id: viaGroup })).total_users).toBe(0);
  });
});
