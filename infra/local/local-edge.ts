import type { IncomingMessage } from 'node:http';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@skillway/functions/core/platform/http/edge-headers';
import { LOCAL_TOOLS_HEADER, sameSecret } from './local-tools-access';

/**
 * What CloudFront does to a /v1 request on AWS (the ApiPath function and the origin's custom header): the viewer's
 * address is named by the edge, replacing any the caller sent, and the origin secret is added. A caller holding the
 * local tools token (the tests, standing in for callers on many networks) may name the address instead.
 */
export function edgeRawHeaders(req: IncomingMessage, originSecret: string, toolsToken: string | null): string[] {
  const stripped = new Set([ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER, LOCAL_TOOLS_HEADER]);
  const kept: string[] = [];
  let named: string | undefined;
  let fromTools = false;
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index]!;
    const value = req.rawHeaders[index + 1] ?? '';
    const lower = name.toLowerCase();
    if (lower === VIEWER_ADDRESS_HEADER) named = value.trim();
    if (lower === LOCAL_TOOLS_HEADER && toolsToken !== null) fromTools = sameSecret(value, toolsToken);
    if (!stripped.has(lower)) kept.push(name, value);
  }
  const socketAddress = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const viewer = fromTools && named ? named : socketAddress;
  return [...kept, ORIGIN_VERIFY_HEADER, originSecret, VIEWER_ADDRESS_HEADER, viewer];
}
