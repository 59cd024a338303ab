import type { TOperationId } from '@skillway/shared';
import { profileMatrix } from './profile';
import { systemMatrix } from './system';
import { authMatrix } from './auth';
import { uploadsMatrix } from './uploads';
import { notificationsMatrix } from './notifications';
import { coursesMatrix } from './courses';
import { enrolmentMatrix } from './enrolment';
import { reportsMatrix } from './reports';
import { groupsMatrix } from './groups';
import { importsMatrix } from './imports';
import { learningMatrix } from './learning';
import { playlistsMatrix } from './playlists';
import { teamMatrix } from './team';
import { companiesMatrix } from './companies';
import { billingMatrix } from './billing';
import { testsMatrix } from './tests';
import { testTakingMatrix } from './test-taking';
import { certificatesMatrix } from './certificates';
import { usersMatrix } from './users';
import { externalTrainingMatrix } from './external-training';
import { xapiMatrix } from './xapi';
import { xapiForwardingMatrix } from './xapi-forwarding';
import { packagePlayerMatrix } from './package-player';
import { complianceMatrix } from './compliance';
import { scimMatrix } from './scim';
import { ssoMatrix } from './sso';
import { auditMatrix } from './audit';
import { privacyExportMatrix } from './privacy-export';
import { privacyErasureMatrix } from './privacy-erasure';
import type { TDomainMatrix, TExpectation } from './matrix-types';

/** Every area's matrix (register a new area here); the authorization matrix, the object-level test and the fuzz test read them. */
const DOMAINS: TDomainMatrix[] = [
  profileMatrix,
  systemMatrix,
  authMatrix,
  uploadsMatrix,
  notificationsMatrix,
  coursesMatrix,
  enrolmentMatrix,
  reportsMatrix,
  groupsMatrix,
  importsMatrix,
  learningMatrix,
  playlistsMatrix,
  teamMatrix,
  companiesMatrix,
  billingMatrix,
  testsMatrix,
  testTakingMatrix,
  certificatesMatrix,
  usersMatrix,
  externalTrainingMatrix,
  packagePlayerMatrix,
  xapiMatrix,
  xapiForwardingMatrix,
  complianceMatrix,
  scimMatrix,
  ssoMatrix,
  auditMatrix,
  privacyExportMatrix,
  privacyErasureMatrix,
];
export const EXPECTED = Object.assign({}, ...DOMAINS.map((domain) => domain.expectations)) as Partial<
  Record<TOperationId, TExpectation>
>;
export const SAMPLES = Object.assign({}, ...DOMAINS.map((domain) => domain.samples)) as TDomainMatrix['samples'];

/** The row's path with its parameters filled in (a storage key keeps its slashes). */
export function expand(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return name === 'key' ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}
