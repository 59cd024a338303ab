import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Container images some handlers need (tools no Lambda runtime has), by handler module. */
export const CONTAINER_IMAGES: Readonly<
  Record<string, { dockerfile: string; memoryMb: number; timeoutSeconds: number }>
> = {
  // LibreOffice needs memory and, for a large deck, minutes.
  'handlers/convert-slides': { dockerfile: 'slides/Dockerfile', memoryMb: 2048, timeoutSeconds: 300 },
};

const CONTAINERS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'containers');

/**
 * The Docker build context of a container handler: its prebuilt bundle plus the Dockerfile, staged in a folder
 * beside the bundle (rebuilt on every synth, so the asset hash follows the bundle and the Dockerfile).
 */
export function stageImageContext(bundleDir: string, dockerfile: string): string {
  const context = `${bundleDir}.image`;
  rmSync(context, { recursive: true, force: true });
  mkdirSync(context, { recursive: true });
  if (existsSync(bundleDir)) cpSync(bundleDir, context, { recursive: true });
  cpSync(join(CONTAINERS_DIR, dockerfile), join(context, 'Dockerfile'));
  return context;
}
