import { createServer } from 'node:net';

const HOST = '127.0.0.1';

function tryListen(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen({ port, host: HOST, exclusive: true }, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A free TCP port on 127.0.0.1, preferring `preferred` when it is free. Reusing the port a DATA_DIR used
 * last keeps endpoints (and cognito-local's token issuer, which embeds its port) stable across restarts.
 */
export async function freePort(preferred?: number): Promise<number> {
  if (preferred && preferred > 0) {
    const port = await tryListen(preferred);
    if (port) return port;
  }
  const port = await tryListen(0);
  if (!port) throw new Error('no free TCP port on 127.0.0.1');
  return port;
}
