/**
 * Local throughput (issue 13; context, not a budget): autocannon against the local stack on 127.0.0.1 for
 * My Courses, the profile and the administrator's user list, 10 connections for 10 s each, signed in as the demo
 * learner and administrator. The stack, DynamoDB Local and autocannon share the machine's cores.
 */
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { withBenchStack } from './dynamodb-stack';
import { table } from './format';
import { signIn } from './sign-in';

const CONNECTIONS = 10;
const SECONDS = 10;

export async function benchThroughput(): Promise<void> {
  await withBenchStack(async ({ stack }) => {
    const origin = stack.url.replace('localhost', '127.0.0.1');
    const learner = await signIn(origin, 'learner1@demo-ltd.test', 'Learner!Pass1');
    const admin = await signIn(origin, 'admin@demo-ltd.test', 'Admin!Pass1');
    const targets = [
      { name: 'My Courses (learning.myCourses)', path: '/v1/my-published-courses?page=1&limit=10', token: learner },
      { name: 'Profile (profile.get)', path: '/v1/user/profile', token: learner },
      { name: 'User list (users.list)', path: '/v1/clients?page=1&limit=10', token: admin },
    ];
    const rows: string[][] = [];
    let failures = 0;
    for (const target of targets) {
      const headers = { authorization: `Bearer ${target.token}`, accept: 'application/json' };
      // One warm call first: the handler module's import is a cold start, not throughput.
      await fetch(`${origin}${target.path}`, { headers });
      const result = await autocannon({
        url: `${origin}${target.path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      failures += errors;
      rows.push([
        target.name,
        result.requests.average.toFixed(0),
        `${result.latency.p50} ms`,
        `${result.latency.p99} ms`,
        String(result.requests.total),
        String(errors),
      ]);
    }
    console.log(table(['call', 'req/s', 'p50', 'p99', 'requests', 'errors'], rows));
    console.log(
      `${CONNECTIONS} connections for ${SECONDS} s each against 127.0.0.1, ${cpus().length} shared core(s) for the ` +
        `stack, DynamoDB Local and autocannon (context, not a budget); errors ${failures} (goal 0) ${failures === 0 ? '✓' : '✗'}`,
    );
  });
}
