import { PACKAGE_CONTENT_API_PATHS } from '@skillway/shared';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { contentOriginHeaders, LAUNCH_PAGE_PATH_PREFIX } from '../lib/web/security-headers';
import { closableServer } from './closable-server';
import { CONTENT_PATH_PREFIX, serveContent, type TLocalContentKey } from './content-files';
import { jsonResponse, writeHttpResponse } from './lambda-response';
import { originOnPort } from './local-origins';
import type { TStaticSite } from './static-site';

export interface TContentOriginOptions {
  /** The SCORM launch page and its assets (web/dist/launch), served under LAUNCH_PAGE_PATH_PREFIX. */
  launchSite: TStaticSite;
  /** The emulators and the cookie key, once the stack has them (until then 503). */
  s3Endpoint: () => string | undefined;
  contentKey: () => TLocalContentKey | undefined;
  /** The API adapter's /v1 entry, answering with the headers given. */
  serveApi: (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    security: Record<string, string>,
  ) => Promise<void>;
  /** The app origin's port: the only origin that may frame this one. */
  appPort: number;
}

/**
 * The local content origin, as the content distribution is on AWS: e-learning package files (`/content/*`, to
 * holders of the content cookies), the SCORM launch page (`/launch/*`) and the few /v1 calls packages make, on a port
 * of its own, so a package's scripts run on an origin that holds no session and can reach none of the app's.
 */
export function createContentOrigin(options: TContentOriginOptions) {
  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://local');
    const pathname = url.pathname;
    const method = (req.method ?? 'GET').toUpperCase();
    const security = contentOriginHeaders(pathname, { https: false, appOrigin: originOnPort(req, options.appPort) });
    // Only the API paths packages use, as the content distribution's behaviours on AWS.
    if (PACKAGE_CONTENT_API_PATHS.some((prefix) => pathname.startsWith(prefix))) {
      await options.serveApi(req, res, pathname, security);
      return;
    }
    if (pathname.startsWith(`${CONTENT_PATH_PREFIX}/`)) {
      const s3Endpoint = options.s3Endpoint();
      const key = options.contentKey();
      if (!s3Endpoint || !key) {
        writeHttpResponse(
          res,
          jsonResponse(503, { message: 'Service Unavailable' }, { 'retry-after': '1' }),
          security,
          false,
        );
        return;
      }
      serveContent(req, res, pathname, { s3Endpoint, key, security });
      return;
    }
    if (pathname.startsWith(LAUNCH_PAGE_PATH_PREFIX) && (method === 'GET' || method === 'HEAD')) {
      await options.launchSite.serve(req, res, pathname.slice(LAUNCH_PAGE_PATH_PREFIX.length - 1), security);
      return;
    }
    writeHttpResponse(res, jsonResponse(404, { message: 'Not Found' }), security, method === 'HEAD');
  }

  const server: Server = createServer((req, res) => {
    route(req, res).catch(() => {
      if (!res.headersSent) writeHttpResponse(res, jsonResponse(500, { message: 'Internal Server Error' }), {}, false);
      else res.destroy();
    });
  });
  const { listen, close } = closableServer(server);
  return { listen, close };
}
