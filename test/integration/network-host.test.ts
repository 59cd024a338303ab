/**
 * The local product opened from another machine on the network (`http://192.168.1.50:<port>`): every link the API
 * hands the browser (export downloads, upload targets, material files, images) names the host that browser used,
 * not the machine's own localhost, and the link works through the same-origin S3 proxy.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { registerCompany } from '../factories/accounts';
import { call } from '../factories/http';
import { stackUrl } from '../factories/stack-context';

/** What these calls read back: a download or upload target. */
type TLinkBody = { data: { url: string } };

/** A JSON call to the stack with a Host header of our choosing (fetch always sends the URL's own host). */
function callAs(
  host: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: TLinkBody }> {
  const target = new URL(path, stackUrl());
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        method,
        path: `${target.pathname}${target.search}`,
        headers: {
          host,
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || 'null') as TLinkBody,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A plain GET with a Host header of our choosing, as the browser on that machine sends it: status and text. */
function getAs(host: string, pathWithQuery: string): Promise<{ status: number; text: string }> {
  const target = new URL(stackUrl());
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname: target.hostname, port: target.port, method: 'GET', path: pathWithQuery, headers: { host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('links for a browser on another machine', () => {
  it('export downloads and upload targets are signed for the Host the browser used, and work through the proxy', async () => {
    const admin = await registerCompany();
    const port = new URL(stackUrl()).port;
    const lanHost = `192.168.1.50:${port}`;

    const exported = await callAs(lanHost, 'GET', '/v1/clients-export?type=csv', admin.token);
    expect(exported.status).toBe(200);
    const link = new URL(exported.body.data.url);
    expect(link.host).toBe(lanHost);
    expect(link.pathname.startsWith('/_local/s3/')).toBe(true);
    // That machine reaches this same server: the link, with its Host, downloads the file.
    const download = await getAs(lanHost, `${link.pathname}${link.search}`);
    expect(download.status).toBe(200);
    expect(download.text).toContain('First Name');
    // The host is part of the signature, as on S3: the same link presented for another host is refused.
    expect((await getAs(`10.0.0.9:${port}`, `${link.pathname}${link.search}`)).status).toBe(403);

    const signed = await callAs(lanHost, 'POST', '/v1/sign', admin.token, {
      type: 'thumbnail',
      file_name: 'cover.png',
      content_type: 'image/png',
      size: 1000,
    });
    expect(signed.status).toBe(200);
    expect(new URL(signed.body.data.url).host).toBe(lanHost);

    // A request to localhost still gets localhost links; a malformed Host is never copied into a link.
    const local = await call('GET', '/v1/clients-export?type=csv', { token: admin.token });
    expect(new URL(local.body.data.url as string).host).toBe(new URL(stackUrl()).host);
    const odd = await callAs('evil.test/x', 'GET', '/v1/clients-export?type=csv', admin.token);
    expect(odd.status).toBe(200);
    expect(new URL(odd.body.data.url).host).not.toContain('evil');
  });
});
