import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@skillway/shared';
import type { TReportJobItem } from '../../platform/db/entities/report-job';
import type { TAuth } from '../../platform/http/principal';

/**
 * The export wait without services: the job store is an in-memory map whose conditional updates behave like
 * DynamoDB's (status pending, delivery download), and the "worker" finishes the job when the test says so.
 */
const jobs = new Map<string, TReportJobItem>();
const published: unknown[] = [];

vi.mock('./report-jobs', () => ({
  createReportJob: vi.fn(async (input: { companyId: string; requestedBy: string; report: string; type: 'excel' }) => {
    const job = {
      company_id: input.companyId,
      job_id: `job-${jobs.size + 1}`,
      status: 'pending',
      delivery: 'download',
      requested_by: input.requestedBy,
      report: input.report,
      type: input.type,
      filters: {},
      created_at: new Date().toISOString(),
      ttl: Math.floor(Date.now() / 1000) + 7 * 86400,
      gsi2pk: 'REPORTJOBS',
      gsi2sk: 'x',
    } as TReportJobItem;
    jobs.set(job.job_id, job);
    return job;
  }),
  getReportJob: vi.fn(async (_companyId: string, jobId: string) => {
    const job = jobs.get(jobId);
    return job && { ...job };
  }),
  switchToEmail: vi.fn(async (_companyId: string, jobId: string) => {
    const job = jobs.get(jobId)!;
    if (job.status !== 'pending' || job.delivery !== 'download') return false;
    job.delivery = 'email';
    return true;
  }),
}));
vi.mock('../../platform/events/publish-event', () => ({
  publishEvent: vi.fn(async (_type: string, detail: unknown) => {
    published.push(detail);
  }),
}));
vi.mock('../../platform/storage/presign-download', () => ({
  signDownload: vi.fn(async (key: string, fileName: string) => ({
    key,
    url: `https://signed.test/${key}`,
    fileName,
    expiresIn: 300,
  })),
}));

const { exportReport } = await import('./report-requests');

const auth = { userId: 'admin-1', companyId: 'company-1' } as TAuth;
const request = { report: 'groups', type: 'excel', filters: { search: 'name:ops' } } as const;
const wait = { totalMs: 60, intervalMs: 10 };

function finish(jobId: string) {
  const job = jobs.get(jobId)!;
  if (job.status !== 'pending') return;
  job.status = 'ready';
  job.key = `c/company-1/reports/${jobId}/group-report.xlsx`;
  job.file_name = 'group-report.xlsx';
}

beforeEach(() => {
  jobs.clear();
  published.length = 0;
});

describe('an export that waits for its report job', () => {
  it('answers the download link when the worker finishes within the wait', async () => {
    setTimeout(() => finish('job-1'), 20);
    // A budget far past the finish, so a loaded machine firing the 20 ms timer late still sees it within the wait
    // (with the 60 ms one, CI got the emailed answer, and the late timer then finished the next test's job).
    const outcome = await exportReport(auth, request, { ...wait, totalMs: 10_000 });
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ url: 'https://signed.test/c/company-1/reports/job-1/group-report.xlsx' });
    expect(published).toEqual([{ company_id: 'company-1', job_id: 'job-1' }]);
    expect(jobs.get('job-1')!.delivery).toBe('download');
  });

  it('switches the job to email and answers 202 with the report request message past the wait', async () => {
    const outcome = await exportReport(auth, request, wait);
    expect(outcome).toEqual({
      status: 202,
      body: { message: MSG.REPORT_REQUESTED, data: { id: 'job-1', delivery: 'email' } },
    });
    expect(jobs.get('job-1')!.delivery).toBe('email');
    // The worker finishing later sees an email job (it emails; nobody downloads).
    finish('job-1');
    expect(jobs.get('job-1')).toMatchObject({ status: 'ready', delivery: 'email' });
  });

  it('still answers the download when the worker wins the race with the switch', async () => {
    const { switchToEmail } = await import('./report-jobs');
    vi.mocked(switchToEmail).mockImplementationOnce(async (_companyId, jobId) => {
      finish(jobId); // the worker marked it ready first: the conditional switch fails
      return false;
    });
    const outcome = await exportReport(auth, request, wait);
    expect(outcome.status).toBe(200);
    expect(jobs.get('job-1')).toMatchObject({ status: 'ready', delivery: 'download' });
  });

  it('fails when the worker could not build the file', async () => {
    setTimeout(() => {
      jobs.get('job-1')!.status = 'failed';
    }, 15);
    // A budget far past the failure: the wait ends when it sees the failed job, whatever the machine's load (with
    // the 60 ms one, a loaded CI machine fired the 15 ms timer after the budget and got the emailed answer).
    await expect(exportReport(auth, request, { ...wait, totalMs: 10_000 })).rejects.toMatchObject({ code: 'INTERNAL' });
  });
});
