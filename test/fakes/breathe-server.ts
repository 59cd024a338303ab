/**
 * A local fake of BreatheHR's employee API, for tests only (never shipped): GET /v1/employees?page&per_page with the
 * X-API-KEY header answers `{ employees: [...] }` with a Link header, like the real API. Each test registers its
 * own account (api key, employees, optional failure status) through POST /__fake/accounts, so tests sharing one
 * fake never see each other's data.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TFakeEmployee {
  id: number | string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  ref?: string | null;
  [field: string]: unknown;
}

interface TAccount {
  employees: TFakeEmployee[];
  /** Answer every request with this status (e.g. 500) instead of data. */
  failWith?: number;
  /** Requests received, to check the client pages and sends its key. */
  requests: number;
}

export interface TFakeBreathe {
  url: string;
  stop(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
}

export async function startFakeBreathe(port = 0): Promise<TFakeBreathe> {
  const accounts = new Map<string, TAccount>();
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/__fake/accounts') {
        const body = (await readJson(req)) as { api_key: string; employees?: TFakeEmployee[]; fail_with?: number };
        accounts.set(body.api_key, { employees: body.employees ?? [], failWith: body.fail_with, requests: 0 });
        return send(res, 201, { ok: true });
      }
      const requestsMatch = /^\/__fake\/accounts\/([^/]+)\/requests$/.exec(url.pathname);
      if (req.method === 'GET' && requestsMatch) {
        return send(res, 200, { requests: accounts.get(decodeURIComponent(requestsMatch[1]!))?.requests ?? 0 });
      }
      if (req.method === 'GET' && url.pathname === '/v1/employees') {
        const key = req.headers['x-api-key'];
        const account = typeof key === 'string' ? accounts.get(key) : undefined;
        if (!account) return send(res, 401, { error: { type: 'Unauthorised', message: 'Invalid API key' } });
        account.requests += 1;
        if (account.failWith) return send(res, account.failWith, { error: { message: 'Fake failure' } });
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
        const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 25)));
        const start = (page - 1) * perPage;
        const employees = account.employees.slice(start, start + perPage);
        const lastPage = Math.max(1, Math.ceil(account.employees.length / perPage));
        const link = (n: number, rel: string) =>
          `<${url.origin}/v1/employees?page=${n}&per_page=${perPage}>; rel="${rel}"`;
        const links = [link(1, 'first'), link(lastPage, 'last')];
        if (page < lastPage) links.push(link(page + 1, 'next'));
        if (page > 1) links.push(link(page - 1, 'prev'));
        return send(res, 200, { employees }, { link: links.join(', ') });
      }
      return send(res, 404, { error: { message: 'Not found' } });
    })().catch(() => send(res, 500, { error: { message: 'fake failed' } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
