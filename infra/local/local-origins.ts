import type { IncomingMessage } from 'node:http';

/**
 * The local stack's two origins are one host on two ports (the app's and the content's): whatever host a browser
 * used for one (`localhost`, `192.168.1.50`), it reaches the other on the same host. Browsers treat them as one
 * site (cookies ignore ports), which is why the session cookie is HttpOnly and scoped to the refresh path, and the
 * content origin serves none of the app's paths.
 */
function requestHostname(req: IncomingMessage): string {
  try {
    return new URL(`http://${req.headers.host ?? 'localhost'}`).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** `http://<the host this request used>:<port>`. */
export function originOnPort(req: IncomingMessage, port: number): string {
  return `http://${requestHostname(req)}:${port}`;
}
