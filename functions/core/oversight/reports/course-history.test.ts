import { describe, expect, it, vi } from 'vitest';
import { USER_COURSE_STATE as S } from '@skillway/shared';
import type { TEnrolmentItem } from '../../delivery/enrolment/enrolment-repository';
import { historyOf } from '../../content/courses/course-history-repository';
import { presentHistory } from './course-history';

const signed = vi.hoisted(() => vi.fn(async (key: string) => `https://files.test/${key}`));
vi.mock('../../platform/storage/presign-download', () => ({ presignedFileUrl: signed }));

const completedRun = historyOf(
  {
    company_id: 'c1',
    target_type: 'course',
    target_id: 'k1',
    user_id: 'u1',
    sources: { individual: '2026-12-31' },
    deadline: '2026-12-31',
    state: S.COMPLETE,
    progress: 100,
    enrolled_at: '2026-11-02T08:00:00.000Z',
    started_at: '2026-11-03T08:00:00.000Z',
    completed_at: '2026-12-05T16:20:00.000Z',
    certificate_key: 'c/c1/certificates/k1/u1.pdf',
    version: 3,
    updated_at: '2026-12-05T16:20:00.000Z',
    gsi1pk: 'x',
    gsi1sk: 'y',
  } as TEnrolmentItem,
  { by: 'admin', at: '2026-12-06T09:00:00.000Z', hasTest: false },
);

describe('a course history run', () => {
  it("links its certificate under the certificate's own name: course, learner and completion day", async () => {
    const row = await presentHistory(completedRun, {
      names: { course: 'Fire Safety Awareness', learner: { first_name: 'Jane', last_name: 'Smith' } },
    });
    expect(row.certificate_url).toBe('https://files.test/c/c1/certificates/k1/u1.pdf');
    expect(row.complete_date).toBe('05-12-2026');
    expect(signed).toHaveBeenCalledWith(
      'c/c1/certificates/k1/u1.pdf',
      {
        mimeType: 'application/pdf',
        download: { name: 'Certificate - Fire Safety Awareness - Jane Smith - 2026-12-05.pdf' },
      },
      undefined,
    );
  });

  it('signs no link for an export, nor for a run without a certificate', async () => {
    signed.mockClear();
    expect((await presentHistory(completedRun, { certificates: false })).certificate_url).toBeNull();
    const { certificate_key: _none, ...withoutCertificate } = completedRun;
    expect((await presentHistory(withoutCertificate)).certificate_url).toBeNull();
    expect(signed).not.toHaveBeenCalled();
  });
});
