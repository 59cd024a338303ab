import { enrolmentIdOf } from '@skillway/shared';
import {
  ADMIN_ONLY_RECORD,
  ADMIN_OR_MANAGER,
  ADMIN_OR_MANAGER_RECORD,
  SUPER_ADMIN_ONLY,
  type TDomainMatrix,
} from './matrix-types';
import { courseFixture } from './course-fixtures';
import { enrolledCourse } from './course-samples';
import { playlistFixture } from './playlists';

const yearly = {
  required: true,
  validity: 'months',
  months: 12,
  base: 'completion',
  window_days: 30,
  deadline_days_after: 0,
};

export const complianceMatrix: TDomainMatrix = {
  expectations: {
    'compliance.updateRecertification': ADMIN_ONLY_RECORD,
    'compliance.recertificationImpact': ADMIN_ONLY_RECORD,
    // Company A's playlist of one course: B's administrator gets 404.
    'compliance.updatePlaylistRecertification': ADMIN_ONLY_RECORD,
    'compliance.playlistRecertificationImpact': ADMIN_ONLY_RECORD,
    'compliance.summary': ADMIN_OR_MANAGER,
    'compliance.matrix': ADMIN_OR_MANAGER,
    'compliance.expiring': ADMIN_OR_MANAGER,
    'compliance.company': SUPER_ADMIN_ONLY,
    // Company A's learner (in A's manager's team) on a course of A: no certificate that expires, so an allowed caller gets 422.
    'compliance.remind': ADMIN_OR_MANAGER_RECORD,
  },
  samples: {
    'compliance.updateRecertification': async ({ tenants }) => ({
      params: { id: (await courseFixture(tenants)).courseId },
      body: { ...yearly, validity: 'never', required: false },
    }),
    'compliance.recertificationImpact': async ({ tenants }) => ({
      params: { id: (await courseFixture(tenants)).courseId },
      body: yearly,
    }),
    'compliance.updatePlaylistRecertification': async ({ tenants }) => ({
      params: { id: (await playlistFixture(tenants)).playlistId },
      body: { ...yearly, validity: 'never', required: false },
    }),
    'compliance.playlistRecertificationImpact': async ({ tenants }) => ({
      params: { id: (await playlistFixture(tenants)).playlistId },
      body: yearly,
    }),
    'compliance.summary': () => ({}),
    'compliance.matrix': () => ({ query: { page: '1', limit: '10' } }),
    'compliance.expiring': () => ({ query: { within: '90' } }),
    'compliance.company': ({ tenants }) => ({ params: { id: tenants.a.admin.companyId! } }),
    'compliance.remind': async ({ tenants }) => ({
      body: { ids: [enrolmentIdOf(await enrolledCourse(tenants), tenants.a.learner.userId!)] },
    }),
  },
};
