import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../api';
import { signInAs } from '../../test/people-fixtures';
import { mockFetch } from '../../test/render';
import { screenRoute, staffPage } from './screen-route';

/** Counts the staff page table's evaluations: the chunk a learner must never fetch. */
const tableLoads = vi.hoisted(() => ({ count: 0 }));
const StaffPage = () => null;
vi.mock('./staff-pages', () => {
  tableLoads.count += 1;
  return { staffPages: { '/my-team': async () => ({ default: StaffPage }) } };
});

function runBeforeLoad(roleId: number, companyState = 3) {
  mockFetch(() => ({ status: 200, body: { data: { id: 'u', role_id: roleId, company: { state: companyState } } } }));
  signInAs(roleId);
  const route = screenRoute('/courses', async () => ({ default: () => null }));
  const queryClient = new QueryClient();
  return (route.options.beforeLoad as (ctx: unknown) => Promise<unknown>)({
    context: { getQueryClient: async () => queryClient },
    params: {},
    location: { href: '/courses' },
  }).catch((thrown: unknown) => thrown);
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => clearSession());

// One file, in this order: the table is fetched at most once a page load (the module keeps it).
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
