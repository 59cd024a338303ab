import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import { completeObjectWrites, type TFilesystemStore } from './s3-complete-writes';
import { extendMultipart, partReceiver, type TPartReceiver } from './s3-multipart';

export interface TS3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** The stores running in this process, by endpoint: the proxy hands a part to one directly (inProcessParts). */
const running = new Map<string, TPartReceiver>();

/** A store of this process at `endpoint` takes parts without a loopback request; undefined for any other store. */
export function inProcessParts(endpoint: string): TPartReceiver | undefined {
  return running.get(endpoint);
}

/**
 * s3rver in this process (it is a Koa app; a child process would only add start-up time), files under
 * `directory`. Path-style only: the adapter proxies `/_local/s3/<bucket>/...` to it with the Host of the app,
 * which virtual-host detection would misread as a bucket name.
 */
export async function startS3Local(options: { directory: string; port: number; quiet: boolean }): Promise<TS3Local> {
  await mkdir(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.directory,
    silent: true,
    vhostBuckets: false,
    resetOnClose: false,
  });
  // s3rver sets `store` in its constructor; its types do not declare it.
  completeObjectWrites((server as unknown as { store: TFilesystemStore }).store);
  // ListParts, AbortMultipartUpload, ListMultipartUploads and S3's checks on parts and completion (s3-multipart.ts).
  extendMultipart(server);
  await server.run();
  const endpoint = `http://127.0.0.1:${options.port}`;
  running.set(endpoint, partReceiver(server));
  return {
    endpoint,
    stop: () => {
      running.delete(endpoint);
      return server.close();
    },
  };
}
