import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Listening and closing for the local stack's HTTP servers (the app's origin and the content origin). Keep-alive
 * sockets would hold close() open for seconds, so the open sockets are remembered and ended on close.
 */
export function closableServer(server: Server) {
  const sockets = new Set<Socket>();
  let closing: Promise<void> | undefined;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    /** Loopback only by default: the local stack has demo passwords and no TLS, it is not for the network. */
    listen(port: number, host = '127.0.0.1'): Promise<number> {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve((server.address() as AddressInfo).port);
        });
      });
    },
    close(): Promise<void> {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        for (const socket of sockets) socket.destroy();
      });
      return closing;
    },
  };
}
