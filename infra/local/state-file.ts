import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * What a DATA_DIR must remember between starts: the generated identity ids (cognito-local makes new ones on
 * every CreateUserPool), the image URL signing secret (so signed image URLs stay valid), the SSO sealing secret (so
 * sealed client secrets stay readable), and the ports used
 * last (reused when free so endpoints and token issuers stay the same).
 */
export interface TLocalState {
  userPoolId?: string;
  userPoolClientId?: string;
  imageSigningSecret: string;
  /** The local ssoSealing secret (SSO client secrets, CUSTOM_AUTH proofs): kept, so sealed secrets stay readable. */
  ssoSealingSecret: string;
  ports: {
    app?: number;
    content?: number;
    dynamodb?: number;
    cognito?: number;
    s3?: number;
    /** The local identity providers (their URLs are in the demo SSO connections). */
    oidc?: number;
    saml?: number;
  };
}

export async function loadState(file: string): Promise<TLocalState> {
  let stored: Partial<TLocalState> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<TLocalState>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`cannot read ${file}: ${(error as Error).message}`, { cause: error });
    }
  }
  return {
    ...stored,
    imageSigningSecret: stored.imageSigningSecret ?? randomBytes(32).toString('base64url'),
    ssoSealingSecret: stored.ssoSealingSecret ?? randomBytes(32).toString('base64url'),
    ports: { ...stored.ports },
  };
}

/** Write-then-rename, so a crash mid-write never leaves a truncated state file behind. */
export async function saveState(file: string, state: TLocalState): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
}
