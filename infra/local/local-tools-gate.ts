import type { IncomingMessage, ServerResponse } from 'node:http';
import { STRIPE_LOCAL_PREFIX } from './fake-stripe';
import { jsonResponse, writeHttpResponse } from './lambda-response';
import {
  hasLocalToolsToken,
  linkCarriesToken,
  localToolsCookie,
  LOCAL_TOOLS_PATH,
  renderLocalToolsIndex,
} from './local-tools-access';
import { S3_PROXY_PREFIX } from './s3-proxy';

/** `path` is `prefix` or below it. */
export const underPath = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The `/_local` paths a signed-in user's browser reaches in the product's own flows, each guarded by its own
 * capability as on AWS: the store's presigned links and POST policies (s3-proxy.ts), the fake Stripe's card
 * confirmation (the SetupIntent's client secret) and hosted invoices (unguessable ids, like Stripe's).
 */
function isPublicLocalPath(pathname: string, method: string): boolean {
  if (underPath(pathname, S3_PROXY_PREFIX)) return true;
  if (pathname === `${STRIPE_LOCAL_PREFIX}/confirm`) return method === 'POST';
  return /^\/_local\/stripe\/invoices\/\w+$/.test(pathname) && (method === 'GET' || method === 'HEAD');
}

/**
 * The local tools' gate (`token`: the data folder's local tools token, null when the tools are off): a tool's path
 * without the token answers 404, the printed link sets the cookie, and `/_local/` is the tools' index. True when it
 * answered the request; false lets the request through (a public path, or a tool with the token).
 */
export function guardLocalTools(req: IncomingMessage, res: ServerResponse, url: URL, token: string | null): boolean {
  const pathname = url.pathname;
  const method = req.method ?? 'GET';
  if (!underPath(pathname, LOCAL_TOOLS_PATH) || isPublicLocalPath(pathname, method)) return false;
  const notFound = () => writeHttpResponse(res, jsonResponse(404, { message: 'Not Found' }), {}, method === 'HEAD');
  if (token === null) {
    notFound();
    return true;
  }
  const index = pathname === LOCAL_TOOLS_PATH || pathname === `${LOCAL_TOOLS_PATH}/`;
  if (index && method === 'GET' && linkCarriesToken(url, token)) {
    // The printed link: the cookie, then the same page without the token in the address bar and history.
    const https = 'encrypted' in req.socket && req.socket.encrypted === true;
    res.writeHead(303, {
      location: `${LOCAL_TOOLS_PATH}/`,
      'set-cookie': localToolsCookie(token, https),
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
    res.end();
    return true;
  }
  if (!hasLocalToolsToken(req, token)) {
    notFound();
    return true;
  }
  if (index && (method === 'GET' || method === 'HEAD')) {
    const html = Buffer.from(renderLocalToolsIndex());
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': html.length,
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
      'x-content-type-options': 'nosniff',
    });
    res.end(method === 'HEAD' ? undefined : html);
    return true;
  }
  return false;
}
