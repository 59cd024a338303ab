import { ROLE } from '@skillway/shared';
import { findCompany } from '../../people/companies/company-repository';
import { installCourses } from '../install-courses';
import { createPlaylist } from '../playlist-commands';
import { savePlaylistModules, savePlaylistOrder } from '../playlist-module-commands';
import { listCompanyPlaylists } from '../../content/playlists/playlist-repository';
import { listCourseAssets } from '../../content/courses/material-repository';
import { changePublished } from '../../content/courses/publish-course';
import { PLAYLIST_ENROLMENT } from '../../delivery/enrolment/enrolment-target-kinds';
import { enrolOnTarget } from '../../delivery/enrolment/target-enrolment-commands';
import { listTargetEnrolments } from '../../delivery/enrolment/enrolment-repository';
import { updateUser } from '../../people/users/user-repository';
import type { TUserItem } from '../../platform/db/types';
import type { TAuth } from '../../platform/http/principal';
import { updateCourseProgress } from '../../delivery/progress/course-progress-repository';
import { decideProgress } from '../../delivery/progress/progress-rules';
import { seedDemoCompliance } from './seed-demo-compliance';
import { assignCourse } from './seed-demo-assign';

/** Catalogue courses the demo company starts with: neither has a slide deck, so a first start converts nothing. */
const DEMO_SLUGS = { induction: 'health-and-safety-induction', dataProtection: 'data-protection-uk-gdpr-essentials' };

export interface TDemoCoursePeople {
  admin: TUserItem;
  manager: TUserItem;
  team: readonly TUserItem[];
  others: readonly TUserItem[];
  /** On a temporary password until they choose their own; enrolled on the induction like everyone. */
  newStarter?: TUserItem;
}

/** yyyy-mm-dd, `days` from today. */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Two published catalogue courses for Demo Ltd: everyone is enrolled on the induction with a deadline a month
 * away (the new starter on a temporary password too), the manager's team also on data protection, and the first
 * learner has started the induction (and so has signed in); a two-level
 * "New Starter Essentials" playlist of both courses for learners 4 and 5. Every learner screen has something to
 * show on a first start. Each step is idempotent.
 */
export async function seedDemoCourses(companyId: string, people: TDemoCoursePeople): Promise<void> {
  const company = await findCompany(companyId);
  const auth: TAuth = {
    userId: people.admin.user_id,
    companyId,
    roleId: ROLE.ADMIN,
    user: people.admin,
    company: company ?? null,
    token: { jti: 'seed', iat: 0, exp: 0 },
  };
  const outcome = await installCourses(auth, Object.values(DEMO_SLUGS));
  const courseOf = (slug: string) =>
    [...outcome.installed, ...outcome.skipped].find((entry) => entry.slug === slug)?.course_id ?? '';
  const induction = courseOf(DEMO_SLUGS.induction);
  const dataProtection = courseOf(DEMO_SLUGS.dataProtection);
  await changePublished(companyId, [induction, dataProtection], true);

  // Enrolled as an administrator does it, so the learners' bells start with 'assigned' notifications.
  const learners = [
    ...people.team,
    ...people.others,
    people.manager,
    ...(people.newStarter ? [people.newStarter] : []),
  ].map((user) => user.user_id);
  await assignCourse(auth, induction, learners, inDays(30));
  await assignCourse(
    auth,
    dataProtection,
    [...people.team, people.manager].map((user) => user.user_id),
    inDays(45),
  );

  await seedDemoPlaylist(
    auth,
    [induction, dataProtection],
    people.others.slice(0, 2).map((user) => user.user_id),
  );

  const first = people.team[0];
  const [firstMaterial, ...rest] = await listCourseAssets(companyId, induction);
  if (!first || !firstMaterial) return;
  const materialIds = [firstMaterial, ...rest].map((material) => material.asset_id);
  const now = new Date().toISOString();
  await updateCourseProgress(companyId, induction, first.user_id, (current) => {
    if (current.started_at) return null;
    const accessed = { [firstMaterial.asset_id]: now };
    const decision = decideProgress({ materialIds, hasTest: true }, { ...current, accessed, started_at: now });
    return { ...decision, accessed, started_at: now, last_accessed_at: now };
  });
  // He started it signed in: My Team shows when (a real sign-in later moves it on).
  if (!first.last_login) await updateUser(companyId, first.user_id, { last_login: now });
  await seedDemoCompliance(auth, people, induction);
}

const DEMO_PLAYLIST = 'New Starter Essentials';

async function seedDemoPlaylist(auth: TAuth, courseIds: readonly string[], userIds: readonly string[]): Promise<void> {
  const existing = (await listCompanyPlaylists(auth.companyId)).find((playlist) => playlist.name === DEMO_PLAYLIST);
  const playlist =
    existing ??
    (await createPlaylist(auth, {
      name: DEMO_PLAYLIST,
      description: '<p>Your first two courses: how we keep everyone safe, then how we look after personal data.</p>',
      thumbnailOption: 'icon',
      icon: 'award',
    }));
  await savePlaylistModules(auth.companyId, playlist.playlist_id, courseIds);
  await savePlaylistOrder(auth.companyId, {
    channel: playlist.playlist_id,
    levels: courseIds.length,
    tree: courseIds.map((id, index) => ({ id, level: index + 1, sort_order: 0 })),
  });
  const enrolled = new Set(
    (await listTargetEnrolments(auth.companyId, PLAYLIST_ENROLMENT.targetOf(playlist.playlist_id), true)).map(
      (item) => item.user_id,
    ),
  );
  const newcomers = userIds.filter((id) => !enrolled.has(id));
  if (newcomers.length === 0) return;
  await enrolOnTarget(PLAYLIST_ENROLMENT, auth, playlist.playlist_id, {
    assign_users: newcomers,
    unassign_users: [],
    assign_groups: [],
    unassign_groups: [],
  });
}
