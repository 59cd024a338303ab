import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { TTenants } from '../../support/tenants';
import { addLink, createCourse, publishedCourse } from '../../factories/courses';
import { accessAllMaterial, enrolOnCourse } from '../../factories/test-taking';

/**
 * Records and values that are new on every call, for the samples of rows whose audit event needs a change: a row
 * called twice with the same values (the demo company outlives a file, and the fuzz test sends the same samples)
 * changes nothing the second time, so it would record nothing.
 */

/** This file's run: values differ from those an earlier file (or run on the same stack) saved. */
const RUN = randomUUID().slice(0, 6);
let counter = 0;

/** A counter, one more on every call. */
export function nextNumber(): number {
  counter += 1;
  return counter;
}

/** A text no earlier call saved: `<label> <run>-<n>`. */
export function freshText(label: string): string {
  return `${label} ${RUN}-${nextNumber()}`;
}

/** A published course of company A with one link (rows that unpublish one or hand one out). */
export function freshPublishedCourse(tenants: TTenants): Promise<string> {
  return publishedCourse(tenants.a.admin.token!, freshText('Matrix published'));
}

/** A course of company A with two links, in the order they were added (a row that sorts materials). */
export async function twoLinkCourse(tenants: TTenants): Promise<{ courseId: string; linkIds: [string, string] }> {
  const token = tenants.a.admin.token!;
  const courseId = (await createCourse(token, { name: freshText('Matrix sorted') })).id;
  const first = await addLink(token, courseId, 'https://example.test/first');
  const second = await addLink(token, courseId, 'https://example.test/second');
  return { courseId, linkIds: [first.id, second.id] };
}

/** A course of company A that A's learner has started (every material opened): progress to archive. */
export async function courseInProgress(tenants: TTenants): Promise<string> {
  const token = tenants.a.admin.token!;
  const courseId = (await createCourse(token, { name: freshText('Matrix in progress') })).id;
  await addLink(token, courseId);
  await enrolOnCourse(token, courseId, [tenants.a.learner.userId!]);
  Object.assign(process.env, inject('stackEnv'));
  await accessAllMaterial(tenants.a.admin.companyId!, courseId, tenants.a.learner.userId!);
  return courseId;
}
