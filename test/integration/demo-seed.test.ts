/**
 * The demo data a first `npm start` shows: two published catalogue courses in Demo Ltd, every learner enrolled on
 * the induction with a deadline, the manager's team also on data protection, and the first learner part-way
 * through the induction, with the course counters agreeing. Other tests add courses and enrolments to the demo
 * company, so these look only at the seeded ones.
 */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPE, PAYMENT_METHOD, PRODUCT_OPTIONS, USER_COURSE_STATE } from '@skillway/shared';
import { findEmailOwner } from '@skillway/functions/core/people/auth/email-owner';
import { findCompany } from '@skillway/functions/core/people/companies/company-repository';
import { getTargetStats, listUserEnrolments } from '@skillway/functions/core/delivery/enrolment/enrolment-repository';
import { listInstalledCourses } from '@skillway/functions/core/content/courses/installed-courses';
import { listCompanyPlaylists } from '@skillway/functions/core/content/playlists/playlist-repository';
import { DEMO_COMPANY_ID, seedDemoData } from '@skillway/functions/core/workflows/seed/seed-demo';
import { findUser } from '@skillway/functions/core/people/users/user-repository';
import { userEntity } from '@skillway/functions/core/platform/db/entities/user';
import { $remove, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { listTargetEnrolments } from '@skillway/functions/core/delivery/enrolment/enrolment-repository';
import { seedMarkerEntity } from '@skillway/functions/core/platform/db/entities/seed-marker';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { setEventTransport } from '@skillway/functions/core/platform/events/publish-event';
import { call, drainEvents, login } from '../factories/http';
import { lastMonths, monthOf } from '@skillway/functions/core/platform/stats/month-stats';

describe('demo seed', () => {
  it('gives the demo company two published courses the administrator sees', async () => {
    const admin = await login('admin@demo-ltd.test', 'Admin!Pass1');
    for (const name of ['Health and Safety Induction', 'Data Protection and UK GDPR Essentials']) {
      const courses = await call('GET', `/v1/courses?search=name:${encodeURIComponent(name)}`, { token: admin.token });
      expect(courses.status).toBe(200);
      expect(courses.body.data).toEqual([expect.objectContaining({ name, published: true })]);
    }
  });

  it('enrols the first learner on the three, the induction and Fire Safety started, and counts it', async () => {
    const owner = await findEmailOwner('learner1@demo-ltd.test');
    expect(owner?.companyId).toBe(DEMO_COMPANY_ID);
    const installed = await listInstalledCourses(DEMO_COMPANY_ID);
    const seeded = new Set(installed.values());
    const enrolments = await listUserEnrolments(DEMO_COMPANY_ID, owner!.userId);
    const courses = enrolments.filter(
      (enrolment) => enrolment.target_type === 'course' && seeded.has(enrolment.target_id),
    );
    expect(courses).toHaveLength(3);
    expect(courses.every((enrolment) => /^\d{4}-\d{2}-\d{2}$/.test(enrolment.deadline))).toBe(true);
    const inProgress = courses.filter((enrolment) => enrolment.state === USER_COURSE_STATE.IN_PROGRESS);
    expect(inProgress.map((enrolment) => enrolment.target_id).sort()).toEqual(
      [installed.get('health-and-safety-induction'), installed.get('fire-safety-awareness')].sort(),
    );
    const started = inProgress.find(
      (enrolment) => enrolment.target_id === installed.get('health-and-safety-induction'),
    );
    expect(started?.progress).toBeGreaterThan(0);
    const stats = await getTargetStats(DEMO_COMPANY_ID, { type: 'course', id: started!.target_id });
    expect(stats.in_progress).toBe(1);
    expect(stats.not_started).toBe(stats.total_users - 1);
  });

  it('starts the first learner with assignment notifications, not a status change of courses he was put on later', async () => {
    await drainEvents();
    const learner = await login('learner1@demo-ltd.test', 'Learner!Pass1');
    const seeded = new Set((await listInstalledCourses(DEMO_COMPANY_ID)).values());
    /** The bell's notifications about seeded courses, every page (other files of this stack add newer ones). */
    const aboutSeeded = async () => {
      const items: { data: { notification_type: number; course_id?: string } }[] = [];
      for (let page = 1; ; page += 1) {
        const bell = await call('GET', `/v1/get-notifications?page=${page}&limit=100`, { token: learner.token });
        expect(bell.status).toBe(200);
        items.push(...bell.body.data);
        if (page >= bell.body.meta.pagination.total_pages) break;
      }
      return items
        .map((item) => item.data)
        .filter((data) => data.course_id !== undefined && seeded.has(data.course_id));
    };
    // A notification handler retried on a loaded machine delivers after the drain: wait for all three.
    await expect
      .poll(async () =>
        (await aboutSeeded()).filter((data) => data.notification_type === NOTIFICATION_TYPE.COURSE_ASSIGN),
      )
      .toHaveLength(3);
    const about = await aboutSeeded();
    expect(about.filter((data) => data.notification_type === NOTIFICATION_TYPE.COURSE_STATUS_CHANGED)).toEqual([]);
  });

  it("asks the induction's learners every question its description promises", async () => {
    const admin = await login('admin@demo-ltd.test', 'Admin!Pass1');
    const name = 'Health and Safety Induction';
    const courses = await call('GET', `/v1/courses?search=name:${encodeURIComponent(name)}`, { token: admin.token });
    const course = (courses.body.data as { id: string; description: string }[])[0]!;
    const promised = /(\d+)-question test/.exec(course.description)?.[1];
    const quiz = await call('GET', `/v1/quizzes/${course.id}`, { token: admin.token });
    expect(quiz.body.data.total_questions).toBe(Number(promised));
    expect(quiz.body.data.question_limit).toBe(Number(promised));
  });

  it('bills the demo company as its product says (the contract with monthly billing pays monthly)', async () => {
    const company = await findCompany(DEMO_COMPANY_ID);
    expect(PRODUCT_OPTIONS.find((option) => option.id === company?.product_option)?.name).toContain('Monthly Billing');
    expect(company?.payment_method).toBe(PAYMENT_METHOD.MONTHLY);
  });

  it('puts learners 4 and 5 on the playlist, which gives them its courses', async () => {
    const owner = await findEmailOwner('learner4@demo-ltd.test');
    const enrolments = await listUserEnrolments(DEMO_COMPANY_ID, owner!.userId);
    const demo = (await listCompanyPlaylists(DEMO_COMPANY_ID)).find((item) => item.name === 'New Starter Essentials');
    const playlist = enrolments.find(
      (enrolment) => enrolment.target_type === 'channel' && enrolment.target_id === demo?.playlist_id,
    );
    expect(playlist).toBeDefined();
    const viaPlaylist = enrolments.filter(
      (enrolment) => enrolment.target_type === 'course' && `channel:${playlist!.target_id}` in enrolment.sources,
    );
    expect(viaPlaylist).toHaveLength(2);
    const learner = await login('learner4@demo-ltd.test', 'Learner!Pass1');
    const mine = await call('GET', '/v1/user/my-channels', { token: learner.token });
    expect(mine.status).toBe(200);
    expect((mine.body.data as { name: string }[]).map((item) => item.name)).toContain('New Starter Essentials');
  });

  it('gives learner 1 external training, one expiring within 30 days with a PDF certificate', async () => {
    const learner = await login('learner1@demo-ltd.test', 'Learner!Pass1');
    const mine = await call('GET', '/v1/external-training?page=1&limit=15', { token: learner.token });
    expect(mine.status).toBe(200);
    const seeded = (mine.body.data as { id: string; deadline: string | null; file: { url: string } | null }[]).filter(
      (row) => row.id.startsWith('demo-external-'),
    );
    expect(seeded.map((row) => row.id).sort()).toEqual(['demo-external-fire-marshal', 'demo-external-first-aid']);
    const expiring = seeded.find((row) => row.id === 'demo-external-first-aid')!;
    const days = (Date.parse(`${expiring.deadline}T00:00:00Z`) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThanOrEqual(30);
    const certificate = await fetch(expiring.file!.url);
    expect(certificate.status).toBe(200);
    expect(
      Buffer.from(await certificate.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('gives the Compliance screen a yearly Fire Safety course with learners in every status', async () => {
    const admin = await login('admin@demo-ltd.test', 'Admin!Pass1');
    const fireSafety = (await listInstalledCourses(DEMO_COMPANY_ID)).get('fire-safety-awareness')!;
    const matrix = await call('GET', '/v1/compliance?limit=100', { token: admin.token });
    expect(matrix.status).toBe(200);
    expect(matrix.body.courses.map((course: { name: string }) => course.name)).toEqual([
      'Fire Safety Awareness',
      'Health and Safety Induction',
    ]);
    const statuses = Object.fromEntries(
      (matrix.body.data as { first_name: string; cells: { course_id: string; status: string }[] }[]).flatMap((row) => {
        const cell = row.cells.find((candidate) => candidate.course_id === fireSafety);
        return cell ? [[row.first_name, cell.status]] : [];
      }),
    );
    expect(statuses).toEqual({
      Tom: 'in_progress',
      Chloe: 'certified',
      Sam: 'expiring',
      Olivia: 'expired',
      Liam: 'overdue',
      Grace: 'not_started',
    });
    const summary = await call('GET', '/v1/compliance/summary', { token: admin.token });
    expect(summary.body.data.courses.find((course: { id: string }) => course.id === fireSafety)).toMatchObject({
      required: 6,
      in_date: 2,
      percent: 33,
    });
  });

  it('gives the reports landing 11 months of history before this month', async () => {
    const admin = await login('admin@demo-ltd.test', 'Admin!Pass1');
    const charts = (await call('GET', '/v1/reports', { token: admin.token })).body;
    expect(charts.line.logins.slice(0, 11)).toEqual([14, 18, 21, 19, 26, 30, 24, 29, 33, 31, 38]);
    // This month's are real: at least the sign-in above.
    expect(charts.line.logins[11]).toBeGreaterThanOrEqual(1);
    const names = (charts.bar.series as { name: string; data: number[] }[]).map((series) => series.name);
    expect(names).toEqual(expect.arrayContaining(['Health and Safety', 'General', 'First Aid']));
    const safety = charts.bar.series.find((series: { name: string }) => series.name === 'Health and Safety');
    // The history, plus the Compliance demo's Fire Safety completions that fall in those months (a health and safety
    // course completed 60, 350, 372 and 400 days ago: which months they land in depends on today).
    const history = [2, 3, 1, 4, 3, 5, 2, 4, 6, 3, 5];
    const months = lastMonths(new Date(), 12).slice(0, 11);
    const fireSafety = (await listInstalledCourses(DEMO_COMPANY_ID)).get('fire-safety-awareness')!;
    const completions = (await listTargetEnrolments(DEMO_COMPANY_ID, { type: 'course', id: fireSafety })).flatMap(
      (enrolment) => (enrolment.certified_at ? [monthOf(enrolment.certified_at)] : []),
    );
    expect(safety.data.slice(0, 11)).toEqual(
      history.map((count, index) => count + completions.filter((month) => month === months[index]).length),
    );
    expect(charts.pie.reduce((sum: number, slice: { value: number }) => sum + slice.value, 0)).toBeGreaterThan(0);
  });

  async function inductionId(): Promise<string> {
    const admin = await login('admin@demo-ltd.test', 'Admin!Pass1');
    const courses = await call('GET', `/v1/courses?search=name:${encodeURIComponent('Health and Safety Induction')}`, {
      token: admin.token,
    });
    return (courses.body.data as { id: string }[])[0]!.id;
  }

  it('enrols the new starter (on a temporary password) on the induction, as the README says of everyone', async () => {
    const owner = await findEmailOwner('newstarter@demo-ltd.test');
    const induction = await inductionId();
    const enrolments = await listUserEnrolments(DEMO_COMPANY_ID, owner!.userId);
    expect(enrolments.filter((item) => item.target_type === 'course' && item.target_id === induction)).toHaveLength(1);
  });

  it('shows learner 7 (Noah Price) the product in Polish, his own choice, while the company stays on English', async () => {
    const noah = await login('learner7@demo-ltd.test', 'Learner!Pass1');
    const profile = (await call('GET', '/v1/user/profile', { token: noah.token })).body.data;
    expect(profile).toMatchObject({ first_name: 'Noah', last_name: 'Price', language: 'pl', language_chosen: true });
    expect(profile.company.default_language).toBe('en-GB');
    const learner1 = await login('learner1@demo-ltd.test', 'Learner!Pass1');
    expect((await call('GET', '/v1/user/profile', { token: learner1.token })).body.data).toMatchObject({
      language: 'en-GB',
      language_chosen: false,
    });
  });

  it('upgrades a data dir seeded by version 5: the new starter enrolled, learner 1 has a last login, learner 7 Polish, nothing twice', async () => {
    const learner1 = (await findEmailOwner('learner1@demo-ltd.test'))!;
    const learner7 = (await findEmailOwner('learner7@demo-ltd.test'))!;
    const newStarter = (await findEmailOwner('newstarter@demo-ltd.test'))!;
    const induction = await inductionId();
    const target = { type: 'course' as const, id: induction };
    // As version 5 left it: the new starter not on the induction, learner 1 never signed in.
    await userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: DEMO_COMPANY_ID, user_id: learner1.userId, last_login: $remove() })
      .send();
    // As version 8 left it: learner 7 with no language of his own.
    await userEntity()
      .build(UpdateItemCommand)
      .item({ company_id: DEMO_COMPANY_ID, user_id: learner7.userId, language: $remove() })
      .send();
    const before = await listTargetEnrolments(DEMO_COMPANY_ID, target, true);
    await seedMarkerEntity().build(PutItemCommand).item({ name: 'demo', version: '5' }).send();

    // The seed runs here, in the test's process: its events are collected (the stack's bus is in another process).
    const published: string[] = [];
    setEventTransport(async (detailType) => {
      published.push(detailType);
    });
    await seedDemoData();

    expect((await findUser(DEMO_COMPANY_ID, learner1.userId, true))?.last_login).toEqual(expect.any(String));
    expect((await findUser(DEMO_COMPANY_ID, learner7.userId, true))?.language).toBe('pl');
    const after = await listTargetEnrolments(DEMO_COMPANY_ID, target, true);
    expect(after.map((item) => item.user_id).sort()).toEqual(
      [...new Set([...before.map((item) => item.user_id), newStarter.userId])].sort(),
    );
    const stats = await getTargetStats(DEMO_COMPANY_ID, target);
    expect(stats.total_users).toBe(after.length);
    // Nobody was enrolled again, so no one is told of an assignment twice.
    expect(published.filter((type) => /assign|enrol/i.test(type))).toEqual([]);
    // Learner 1 shows a last login in his manager's My Team.
    const manager = await login('manager@demo-ltd.test', 'Manager!Pass1');
    const team = await call('GET', '/v1/my-team?limit=100', { token: manager.token });
    expect(team.status).toBe(200);
    const rows = (team.body.data.data ?? team.body.data) as { email: string; last_login: string | null }[];
    expect(rows.find((row) => row.email === 'learner1@demo-ltd.test')?.last_login).toEqual(expect.any(String));
  });
});
