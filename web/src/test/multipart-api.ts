import { MB } from '@skillway/shared';
import { planParts } from '@skillway/shared/rules/part-plan';

/** The API's multipart operations as a fake answers them, and what it was asked. */
export function multipartApi({
  key = 'c/1/course-video/u1/Intro.mp4',
  stored = [] as number[],
  limit = 150 * MB,
  extra = (_url: string, _init: RequestInit): { status: number; body?: unknown } | undefined => undefined,
} = {}) {
  const asked: { url: string; body: Record<string, unknown> }[] = [];
  const handler = (url: string, init: RequestInit): { status: number; body?: unknown } => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    asked.push({ url, body });
    const other = extra(url, init);
    if (other) return other;
    switch (url) {
      case '/v1/sign/limits':
        return { status: 200, body: { data: { max_bytes: { 'course-video': limit, 'course-package': 500 * MB } } } };
      case '/v1/sign/multipart': {
        const plan = planParts(body.size as number);
        const data = { key, upload_id: 'up1', part_size: plan.partSize, part_count: plan.partCount, max_bytes: limit };
        return { status: 200, body: { data } };
      }
      case '/v1/sign/multipart/parts': {
        const numbers = body.part_numbers as number[];
        const parts = numbers.map((n) => ({ part_number: n, url: `/_local/s3/b/${key}?partNumber=${n}&uploadId=up1` }));
        return { status: 200, body: { data: { parts, expires_in: 900 } } };
      }
      case '/v1/sign/multipart/list':
        return {
          status: 200,
          body: { data: { parts: stored.map((n) => ({ part_number: n, etag: `"etag-${n}"`, size: 16 * MB })) } },
        };
      case '/v1/sign/multipart/complete':
        return {
          status: 200,
          body: { data: { key, size: 40 * MB, mime_type: 'video/mp4', original_name: key.split('/').pop() } },
        };
      case '/v1/sign/multipart/abort':
        return { status: 200, body: { data: { aborted: true } } };
      default:
        return { status: 201, body: { data: {}, message: 'The video has been added.' } };
    }
  };
  return { asked, handler };
}
