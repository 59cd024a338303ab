import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { deploySpa } from './deploy-spa';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

describe('deploySpa', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("uploads the site's files, not the build's precompressed copies nor Vite's manifest", async () => {
    const spaDir = await mkdtemp(join(tmpdir(), 'spa-'));
    const outdir = await mkdtemp(join(tmpdir(), 'cdk-out-'));
    dirs.push(spaDir, outdir);
    await mkdir(join(spaDir, 'assets'));
    await mkdir(join(spaDir, '.vite'));
    for (const file of ['index.html', 'index.html.br', 'index.html.gz', 'favicon.svg', '.vite/manifest.json']) {
      await writeFile(join(spaDir, file), file);
    }
    for (const file of ['assets/index-AbCd1234.js', 'assets/index-AbCd1234.js.br', 'assets/index-AbCd1234.js.gz']) {
      await writeFile(join(spaDir, file), file);
    }

    const app = new App({ outdir });
    const stack = new Stack(app, 'Web');
    const bucket = new Bucket(stack, 'Site');
    const distribution = new Distribution(stack, 'Cdn', {
      defaultBehavior: { origin: S3BucketOrigin.withOriginAccessControl(bucket) },
    });
    deploySpa(stack, { spaDir, bucket, distribution, logs: new LogGroup(stack, 'DeployLogs') });
    app.synth();

    // The staged asset is the folder whose files carry the SPA's index.html.
    const staged: string[][] = [];
    for (const entry of await readdir(outdir, { withFileTypes: true })) {
      if (!entry.isDirectory() || !entry.name.startsWith('asset.')) continue;
      const files = await filesUnder(join(outdir, entry.name));
      if (files.includes('index.html')) staged.push(files);
    }
    expect(staged).toEqual([['assets/index-AbCd1234.js', 'favicon.svg', 'index.html']]);
  }, 60_000);
});
