import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointProblem, isPublicAddress, OutboundError, postBody, publicOnlyLookup } from './safe-http';

const AWS = { local: false };
const LOCAL = { local: true };

describe('which addresses are public', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    '::ffff:127.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    'ff02::1',
    'not an address',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '2a00:1450:4009:81f::200e', '::ffff:8.8.8.8'])(
    '%s is',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('endpoints on AWS', () => {
  it('refuses plain http, private and loopback addresses, and private names', () => {
    expect(endpointProblem('http://lrs.example.com/xapi', AWS)).toBe('scheme');
    expect(endpointProblem('https://127.0.0.1/xapi', AWS)).toBe('address');
    expect(endpointProblem('https://[::1]/xapi', AWS)).toBe('address');
    expect(endpointProblem('https://169.254.169.254/latest', AWS)).toBe('address');
    expect(endpointProblem('https://localhost:8443/xapi', AWS)).toBe('address');
    expect(endpointProblem('https://lrs.corp.internal/xapi', AWS)).toBe('address');
    expect(endpointProblem('https://printer.local./xapi', AWS)).toBe('address');
  });

  it('allows https to a public name or address', () => {
    expect(endpointProblem('https://lrs.example.com/xapi', AWS)).toBeUndefined();
    expect(endpointProblem('https://8.8.8.8/xapi', AWS)).toBeUndefined();
  });

  it('allows anything locally, where the tests run their LRS on loopback', () => {
    expect(endpointProblem('http://127.0.0.1:9999/xapi', LOCAL)).toBeUndefined();
  });

  it("refuses a name that resolves to a non-public address in the connection's own lookup", async () => {
    const answer = await new Promise<unknown>((resolve) =>
      publicOnlyLookup('localhost', {}, (error) => resolve(error)),
    );
    expect(answer).toBeInstanceOf(OutboundError);
  });
});

describe('postBody', () => {
  let server: Server;
  let base = '';
  const seen: { headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({ headers: request.headers, body: Buffer.concat(chunks).toString('latin1') });
        if (request.url === '/slow') return; // never answers
        if (request.url === '/redirect') {
          response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
          return;
        }
        if (request.url === '/big') {
          response.writeHead(500).end('e'.repeat(100_000));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('["ok"]');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts the body with the headers and answers the status and text', async () => {
    const answer = await postBody(`${base}/statements`, '[1]', { 'x-test': 'yes' }, { ...LOCAL, timeoutMs: 5000 });
    expect(answer).toEqual({ status: 200, text: '["ok"]' });
    expect(seen.at(-1)?.body).toBe('[1]');
    expect(seen.at(-1)?.headers['x-test']).toBe('yes');
    expect(seen.at(-1)?.headers['content-length']).toBe('3');
  });

  it('posts bytes unchanged, their length as the content length', async () => {
    const bytes = Buffer.from([0, 255, 13, 10, 45, 45, 200]);
    expect((await postBody(`${base}/statements`, bytes, {}, { ...LOCAL, timeoutMs: 5000 })).status).toBe(200);
    expect(seen.at(-1)?.body).toBe(bytes.toString('latin1'));
    expect(seen.at(-1)?.headers['content-length']).toBe('7');
  });

  it('follows no redirect and reads only the first bytes of an answer', async () => {
    expect((await postBody(`${base}/redirect`, '[]', {}, { ...LOCAL, timeoutMs: 5000 })).status).toBe(302);
    const big = await postBody(`${base}/big`, '[]', {}, { ...LOCAL, timeoutMs: 5000 });
    expect(big.status).toBe(500);
    expect(big.text.length).toBeLessThanOrEqual(4096);
  });

  it('gives up when no answer comes in time', async () => {
    await expect(postBody(`${base}/slow`, '[]', {}, { ...LOCAL, timeoutMs: 200 })).rejects.toThrow(/no answer within/);
  });

  it('refuses on AWS what the policy refuses, before any connection', async () => {
    const before = seen.length;
    await expect(postBody(`${base}/statements`, '[]', {}, { ...AWS, timeoutMs: 1000 })).rejects.toBeInstanceOf(
      OutboundError,
    );
    expect(seen.length).toBe(before);
  });

  it('says a closed port could not be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(postBody(`http://127.0.0.1:${port}/x`, '[]', {}, { ...LOCAL, timeoutMs: 2000 })).rejects.toThrow(
      /could not be reached \(ECONNREFUSED\)/,
    );
  });
});
