import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readBody } from './request-body';

const request = (parts: string[], headers: Record<string, string> = {}) =>
  Object.assign(Readable.from(parts.map((part) => Buffer.from(part))), { headers }) as unknown as IncomingMessage;

describe('readBody', () => {
  it('returns the whole body within the limit', async () => {
    expect((await readBody(request(['ab', 'cd']), 4)).toString()).toBe('abcd');
  });

  it('reports a body over the limit', async () => {
    expect(await readBody(request(['ab', 'cde']), 4)).toBe('too-large');
  });
});
