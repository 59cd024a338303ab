import { describe, expect, it } from 'vitest';
import { XAPI_HEADER } from '@skillway/shared';
import type { TApiEvent } from '../../platform/http/types';
import { AppError } from '../../platform/http/app-error';
import { runPublicLrs } from './lrs-request';

/** GET /v1/xapi/about as API Gateway hands it over. */
const about = {
  routeKey: 'GET /v1/xapi/about',
  rawPath: '/v1/xapi/about',
  headers: { [XAPI_HEADER.VERSION]: '1.0.3' },
  requestContext: { http: { method: 'GET' } },
} as unknown as TApiEvent;

const answerOf = async (fn: () => Promise<never>) => (await runPublicLrs(about, 'req-1', fn)).result;

describe('the LRS edge answers every error with its own headers', () => {
  it('a refusal, an unexpected error (500) and a failing dependency (503) all carry CORS and the version', async () => {
    const refused = await answerOf(async () => {
      throw new AppError('BAD_REQUEST', 'No.');
    });
    const crashed = await answerOf(async () => {
      throw new TypeError('cannot read properties of undefined');
    });
    const throttled = await answerOf(async () => {
      throw Object.assign(new Error('slow down'), { name: 'ThrottlingException', $fault: 'client' });
    });
    expect([refused.statusCode, crashed.statusCode, throttled.statusCode]).toEqual([400, 500, 503]);
    for (const answer of [refused, crashed, throttled]) {
      expect(answer.headers).toMatchObject({ 'access-control-allow-origin': '*', [XAPI_HEADER.VERSION]: '1.0.3' });
    }
    // The cause of a 500 stays in the log, never in the answer.
    expect(String(crashed.body)).not.toContain('cannot read');
    expect(throttled.headers?.['retry-after']).toBeDefined();
  });
});
