import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonResponse, writeHttpResponse } from './lambda-response';
import { readBody } from './request-body';
import { crossOrigin } from './schedule-routes';

/**
 * `/_local/dns`: the local product's DNS for SSO domain verification (local-only, like `/_local/mail`). On AWS the
 * verify call looks the domain's TXT record up in DNS; a laptop cannot publish a record on a real domain, so here the
 * page lists every company's domains waiting for verification with the TXT record each needs, and its Publish
 * button writes that record into the local DNS table the verify call reads when the product runs locally
 * (functions/core/people/sso/domain-txt-records.ts). `POST /_local/dns/publish` (`domain`, `value`; a form or JSON)
 * publishes any record, so a wrong one can be tried too. Behind the local tools token, like every tool.
 */
export const LOCAL_DNS_PATH = '/_local/dns';
const PUBLISH_PATH = `${LOCAL_DNS_PATH}/publish`;
const FORM_MAX_BYTES = 16 * 1024;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

interface TPending {
  domain: string;
  company_id: string;
  txt_value: string;
  published: boolean;
}

async function pendingDomains(): Promise<TPending[]> {
  const [{ listPendingDomains }, { readLocalTxtRecords }, { domainTxtValue }] = await Promise.all([
    import('@skillway/functions/core/people/sso/domain-repository'),
    import('@skillway/functions/core/people/sso/local-dns-records'),
    import('@skillway/functions/core/people/sso/present-sso'),
  ]);
  const items = await listPendingDomains();
  return Promise.all(
    items.map(async (item) => {
      const value = domainTxtValue(item.token);
      return {
        domain: item.domain,
        company_id: item.company_id,
        txt_value: value,
        published: (await readLocalTxtRecords(item.domain)).includes(value),
      };
    }),
  );
}

function renderPage(pending: TPending[]): string {
  const rows = pending
    .map(
      (item) => `<tr><td>${escapeHtml(item.domain)}</td><td><code>${escapeHtml(item.txt_value)}</code></td>
<td>${escapeHtml(item.company_id)}</td><td>${
        item.published
          ? 'Published: verify it on the Single Sign-On screen'
          : `<form method="post" action="${PUBLISH_PATH}"><input type="hidden" name="domain" value="${escapeHtml(item.domain)}">
<input type="hidden" name="value" value="${escapeHtml(item.txt_value)}"><button type="submit">Publish</button></form>`
      }</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local DNS</title>
<style>body{font-family:system-ui,sans-serif;margin:32px;color:#222;line-height:1.5}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:6px 10px;text-align:left}code{font-size:13px}</style></head>
<body><h1>Local DNS</h1>
<p>Domains waiting for single sign-on verification, with the TXT record each needs. On AWS the administrator adds the
record at their DNS host; here, Publish puts it in the local DNS that Verify reads. Never on AWS.</p>
${pending.length === 0 ? '<p>No domain is waiting for verification.</p>' : `<table><thead><tr><th>Domain</th><th>TXT record</th><th>Company</th><th></th></tr></thead><tbody>${rows}</tbody></table>`}
<h2>Publish another record</h2>
<form method="post" action="${PUBLISH_PATH}"><label>Domain <input name="domain" required></label>
<label>TXT value <input name="value" size="60" required></label> <button type="submit">Publish</button></form>
<p><a href="/_local/">Local tools</a></p></body></html>`;
}

function fieldsOf(body: Buffer, contentType: string | undefined): { domain: string; value: string } {
  const text = body.toString('utf8');
  if ((contentType ?? '').includes('application/json')) {
    const parsed = JSON.parse(text) as { domain?: unknown; value?: unknown };
    return { domain: String(parsed.domain ?? ''), value: String(parsed.value ?? '') };
  }
  const form = new URLSearchParams(text);
  return { domain: form.get('domain') ?? '', value: form.get('value') ?? '' };
}

const DOMAIN = /^(?=.{1,253}$)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/;

export async function serveLocalDns(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  ready: boolean,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (!ready)
    return writeHttpResponse(
      res,
      jsonResponse(503, { message: 'Service Unavailable' }, { 'retry-after': '1' }),
      {},
      false,
    );
  if (pathname === LOCAL_DNS_PATH && (method === 'GET' || method === 'HEAD')) {
    const html = Buffer.from(renderPage(await pendingDomains()));
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': html.length,
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'",
      'x-content-type-options': 'nosniff',
    });
    res.end(method === 'HEAD' ? undefined : html);
    return;
  }
  if (pathname === `${LOCAL_DNS_PATH}.json` && method === 'GET') {
    return writeHttpResponse(
      res,
      jsonResponse(200, { data: await pendingDomains() }, { 'cache-control': 'no-store' }),
      {},
      false,
    );
  }
  if (pathname !== PUBLISH_PATH)
    return writeHttpResponse(res, jsonResponse(404, { message: 'Not Found' }), {}, method === 'HEAD');
  if (method !== 'POST')
    return writeHttpResponse(res, jsonResponse(405, { message: 'Method Not Allowed' }, { allow: 'POST' }), {}, false);
  if (crossOrigin(req)) return writeHttpResponse(res, jsonResponse(403, { message: 'Forbidden' }), {}, false);
  const body = await readBody(req, FORM_MAX_BYTES);
  if (body === 'too-large')
    return writeHttpResponse(res, jsonResponse(413, { message: 'Request Entity Too Large' }), {}, false);
  let fields: { domain: string; value: string };
  try {
    fields = fieldsOf(body, req.headers['content-type']);
  } catch {
    return writeHttpResponse(res, jsonResponse(400, { message: 'The body could not be read.' }), {}, false);
  }
  const domain = fields.domain.trim().toLowerCase();
  const value = fields.value.trim();
  if (!DOMAIN.test(domain) || !value || value.length > 255) {
    return writeHttpResponse(
      res,
      jsonResponse(422, { message: 'A domain and a TXT value (at most 255 characters) are required.' }),
      {},
      false,
    );
  }
  const { publishLocalTxtRecord } = await import('@skillway/functions/core/people/sso/local-dns-records');
  await publishLocalTxtRecord(domain, value);
  if ((req.headers.accept ?? '').includes('application/json')) {
    return writeHttpResponse(
      res,
      jsonResponse(200, { published: { domain, value } }, { 'cache-control': 'no-store' }),
      {},
      false,
    );
  }
  res.writeHead(303, { location: LOCAL_DNS_PATH, 'cache-control': 'no-store' });
  res.end();
}
