import type { TPartSpec } from './orchestrate';

export interface TBenchPart extends TPartSpec {
  /** Imported only in the part's own process (importing a bench module builds no state, but costs time). */
  load(): Promise<() => unknown>;
}

/**
 * The parts, in order (issue 13's budgets). Each process key is one fresh Node process (orchestrate.ts says why):
 * `build`: lambda and cold-init share one build of the functions, spa builds the SPA; `lighthouse` starts its own
 * local stack on its own build of the SPA; `stack`: dynamodb, cost, throughput and lrs share one local stack with the
 * demo data and a 10× company (dynamodb-stack.ts, its counting middleware installed before any DynamoDB client is
 * built; lrs comes last, so its large LRS stores weigh on no other part's figures);
 * `uploads` starts its own local stack.
 */
export const BENCH_PARTS: readonly TBenchPart[] = [
  {
    name: 'lambda',
    summary: 'Lambda bundle sizes (minified, gzip)',
    process: 'build',
    load: () => import('./lambda-bundles').then((m) => m.benchLambdaBundles),
  },
  {
    name: 'cold-init',
    summary: 'Lambda cold init (fresh Node import, ratio to a bare handler)',
    process: 'build',
    load: () => import('./cold-init').then((m) => m.benchColdInit),
  },
  {
    name: 'spa',
    summary: 'SPA first-route JavaScript (gzip)',
    process: 'build',
    load: () => import('./spa-first-route').then((m) => m.benchSpaFirstRoute),
  },
  {
    name: 'lighthouse',
    summary:
      "Lighthouse: /login, /courses, a course player (mobile); the administrator's course library, reports and compliance (mobile and desktop)",
    process: 'lighthouse',
    load: () => import('./lighthouse').then((m) => m.benchLighthouse),
  },
  {
    name: 'dynamodb',
    summary: 'DynamoDB calls per operation (demo company 1×, a company with 10× its data)',
    process: 'stack',
    load: () => import('./dynamodb').then((m) => m.benchDynamoDb),
  },
  {
    name: 'cost',
    summary: 'Cost per 1,000 active learners a month',
    process: 'stack',
    load: () => import('./cost').then((m) => m.benchCost),
  },
  {
    name: 'throughput',
    summary: 'Local throughput (autocannon, context)',
    process: 'stack',
    load: () => import('./throughput').then((m) => m.benchThroughput),
  },
  {
    name: 'lrs',
    summary: 'LRS at scale: filtered GET statements, DynamoDB calls with 1,000 and N statements (--lrs-statements=N)',
    process: 'stack',
    load: () => import('./lrs').then((m) => m.benchLrs),
  },
  {
    name: 'uploads',
    summary: 'A 1 GB video through the local product: time, resume after a killed browser, memory',
    process: 'uploads',
    load: () => import('./uploads').then((m) => m.benchUploads),
  },
];
