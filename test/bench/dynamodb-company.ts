/**
 * The bench's 10× company, written beside the demo company (and the platform's data) with the same domain
 * functions the seed uses: 10 times Demo Ltd's users, courses, enrolments, team, playlists, groups and external
 * training, so an operation whose DynamoDB calls grow with a company's data shows it.
 */
import { ROLE, type TRoleId } from '@skillway/shared';
import type { TUserItem } from '@skillway/functions/core/platform/db/types';
import type { TAuth } from '@skillway/functions/core/platform/http/principal';

const BIG_COMPANY_ID = 'bench-10x';
const DOMAIN = 'bench-10x.test';
export const BIG_PASSWORD = 'Bench!Pass1';
/** Demo Ltd: 1 manager with a team of 3, 5 other learners, 2 published courses, 1 playlist. */
const SCALE = 10;
const TEAM = 3 * SCALE;
const OTHERS = 5 * SCALE;
const CATALOGUE_COURSES = 9;
const COURSES = 2 * SCALE;
const PLAYLISTS = 1 * SCALE;

export interface TBigCompany {
  companyId: string;
  admin: string;
  manager: string;
  learner: string;
}

const email = (name: string) => `${name}@${DOMAIN}`;

/** yyyy-mm-dd, `days` from today. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function buildBigCompany(): Promise<TBigCompany> {
  const { registerCompany } = await import('@skillway/functions/core/workflows/register-company');
  const { createCompanyUser } = await import('@skillway/functions/core/people/users/create-user');
  const { saveTeam } = await import('@skillway/functions/core/people/team/save-team');
  const { findCompany } = await import('@skillway/functions/core/people/companies/company-repository');
  const { installCourses } = await import('@skillway/functions/core/workflows/install-courses');
  const { DEFAULT_COURSES } = await import('@skillway/functions/core/content/courses/catalogue/index');
  const { newCourseId, putCourse } = await import('@skillway/functions/core/content/courses/course-repository');
  const { changePublished } = await import('@skillway/functions/core/content/courses/publish-course');
  const { enrolUsers } = await import('@skillway/functions/core/delivery/enrolment/enrol-users');
  const { createPlaylist } = await import('@skillway/functions/core/workflows/playlist-commands');
  const { savePlaylistModules } = await import('@skillway/functions/core/workflows/playlist-module-commands');
  const { enrolOnTarget } = await import('@skillway/functions/core/delivery/enrolment/target-enrolment-commands');
  const { PLAYLIST_ENROLMENT } = await import('@skillway/functions/core/delivery/enrolment/enrolment-target-kinds');
  const { seedDemoExternalTraining } =
    await import('@skillway/functions/core/workflows/seed/seed-demo-external-training');
  const { seedDemoHistory } = await import('@skillway/functions/core/workflows/seed/seed-demo-history');

  const { user: admin } = await registerCompany(
    {
      first_name: 'Bench',
      last_name: 'Admin',
      email: email('admin'),
      company_name: 'Bench 10x Ltd',
      password: BIG_PASSWORD,
      banding: 4,
      product_option: 2,
    },
    // Made by the platform, as the demo is: its mail is not held (a verified company is what the bench measures).
    { companyId: BIG_COMPANY_ID, publish: false, holdMail: false },
  );
  const user = async (name: string, roleId: TRoleId, extra: { manager_id?: string } = {}) =>
    (
      await createCompanyUser(
        BIG_COMPANY_ID,
        { first_name: 'Bench', last_name: name, email: email(name), role_id: roleId, ...extra },
        { password: BIG_PASSWORD, mustChangePassword: false },
      )
    ).user;
  const manager = await user('manager', ROLE.MANAGER);
  const team: TUserItem[] = [];
  for (let i = 1; i <= TEAM; i += 1) team.push(await user(`learner${i}`, ROLE.USER, { manager_id: manager.user_id }));
  await saveTeam(
    BIG_COMPANY_ID,
    manager.user_id,
    team.map((member) => member.user_id),
  );
  const others: TUserItem[] = [];
  for (let i = 1; i <= OTHERS; i += 1) others.push(await user(`other${i}`, ROLE.USER));

  const auth: TAuth = {
    userId: admin.user_id,
    companyId: BIG_COMPANY_ID,
    roleId: ROLE.ADMIN,
    user: admin,
    company: (await findCompany(BIG_COMPANY_ID)) ?? null,
    token: { jti: 'bench', iat: 0, exp: 0 },
  };
  const slugs = DEFAULT_COURSES.slice(0, CATALOGUE_COURSES).map((course) => course.slug);
  const installed = await installCourses(auth, slugs);
  const courseIds = installed.installed.map((entry) => entry.course_id);
  await changePublished(BIG_COMPANY_ID, courseIds, true);
  // The rest are plain published courses written directly (through the API a course needs a thumbnail upload
  // and material before it may be published).
  while (courseIds.length < COURSES) {
    const courseId = newCourseId();
    await putCourse({
      company_id: BIG_COMPANY_ID,
      course_id: courseId,
      name: `Bench course ${courseIds.length + 1}`,
      description: '<p>Bench</p>',
      minutes: 30,
      course_type: 1,
      topics: [],
      channels: [],
      published: true,
      is_default: false,
      total_materials: 0,
      total_videos: 0,
      total_inprogress: 0,
      total_completed: 0,
      created_by: admin.user_id,
    });
    courseIds.push(courseId);
  }

  // Everyone on the first course (as Demo Ltd's induction), the team and its manager on every course.
  const everyone = [...team, ...others, manager].map((member) => member.user_id);
  const [first, ...rest] = courseIds;
  if (first) await enrolUsers(BIG_COMPANY_ID, { type: 'course', id: first }, everyone, { deadline: inDays(30) });
  for (const courseId of rest) {
    await enrolUsers(
      BIG_COMPANY_ID,
      { type: 'course', id: courseId },
      [...team, manager].map((m) => m.user_id),
      {
        deadline: inDays(45),
      },
    );
  }

  for (let i = 0; i < PLAYLISTS; i += 1) {
    const playlist = await createPlaylist(auth, {
      name: `Bench playlist ${i + 1}`,
      description: '<p>Bench</p>',
      thumbnailOption: 'icon',
      icon: 'award',
    });
    await savePlaylistModules(BIG_COMPANY_ID, playlist.playlist_id, courseIds.slice(i, i + 2));
    await enrolOnTarget(PLAYLIST_ENROLMENT, auth, playlist.playlist_id, {
      assign_users: [team[0]?.user_id ?? '', ...others.slice(i * 2, i * 2 + 2).map((m) => m.user_id)],
      unassign_users: [],
      assign_groups: [],
      unassign_groups: [],
    });
  }
  await seedDemoExternalTraining(BIG_COMPANY_ID, { admin, team });
  await seedDemoHistory(BIG_COMPANY_ID);
  return { companyId: BIG_COMPANY_ID, admin: email('admin'), manager: email('manager'), learner: email('learner1') };
}
