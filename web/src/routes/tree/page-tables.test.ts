import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../api';
import { signInAs } from '../../test/people-fixtures';
import { mockFetch } from '../../test/render';
import { learnerPage, publicPage, screenRoute, staffPage } from './screen-route';

/** Counts the page tables' evaluations: the staff one is the chunk a learner must never fetch. */
const tableLoads = vi.hoisted(() => ({ count: 0, learner: 0, public: 0 }));
const StaffPage = () => null;
const LearnerPage = () => null;
const PublicPage = () => null;
vi.mock('./staff-pages', () => {
  tableLoads.count += 1;
  return { staffPages: { '/my-team': async () => ({ default: StaffPage }) } };
});
vi.mock('./learner-pages', () => {
  tableLoads.learner += 1;
  return { learnerPages: { '/playlists': async () => ({ default: LearnerPage }) } };
});
vi.mock('./public-pages', () => {
  tableLoads.public += 1;
  return { publicPages: { '/signup': async () => ({ default: PublicPage }) } };
});

function runBeforeLoad(roleId: number | undefined, companyState = 3) {
  mockFetch(() => ({ status: 200, body: { data: { id: 'u', role_id: roleId, company: { state: companyState } } } }));
  if (roleId !== undefined) signInAs(roleId);
  const route = screenRoute(roleId === undefined ? '/login' : '/courses', async () => ({ default: () => null }));
  const queryClient = new QueryClient();
  return (route.options.beforeLoad as (ctx: unknown) => Promise<unknown>)({
    context: { getQueryClient: async () => queryClient },
    params: {},
    location: { href: roleId === undefined ? '/login' : '/courses' },
  }).catch((thrown: unknown) => thrown);
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => clearSession());

// One file, in this order: each table is fetched at most once a page load (the module keeps it).
describe('the page tables (public-pages.ts, learner-pages.ts)', () => {
  it("the public one is fetched once the browser is idle after a signed-out visitor's first screen, and no other", async () => {
    await runBeforeLoad(undefined);
    await vi.waitFor(() => expect(tableLoads.public).toBe(1));
    expect(tableLoads.learner).toBe(0);
    await expect(publicPage('/signup')()).resolves.toEqual({ default: PublicPage });
  });

  it("the learner's is fetched once the browser is idle after a signed-in user's first screen", async () => {
    await runBeforeLoad(3);
    await vi.waitFor(() => expect(tableLoads.learner).toBe(1));
    await expect(learnerPage('/playlists')()).resolves.toEqual({ default: LearnerPage });
    expect(tableLoads.learner).toBe(1);
    expect(tableLoads.public).toBe(1);
  });
});

describe('the staff page table (staff-pages.ts)', () => {
  it("is not fetched by a learner's screens", async () => {
    await runBeforeLoad(3);
    await idle();
    await runBeforeLoad(3);
    await idle();
    expect(tableLoads.count).toBe(0);
  });

  it("is fetched once the browser is idle after a staff member's first screen", async () => {
    await runBeforeLoad(4);
    await vi.waitFor(() => expect(tableLoads.count).toBe(1));
  });

  it('gives a staff screen its page through the table', async () => {
    await expect(staffPage('/my-team')()).resolves.toEqual({ default: StaffPage });
    expect(tableLoads.count).toBe(1);
  });
});
