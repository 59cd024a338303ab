import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_FILES, copyBundleFiles } from './bundle-files';
import { bundleFolder, listFunctionEntries } from './function-entries';

describe('bundle run-time files', () => {
  it('names only real handler modules and folders of this repository', () => {
    const handlers = new Set(listFunctionEntries().map((entry) => entry.handler));
    for (const [handler, files] of Object.entries(BUNDLE_FILES)) {
      expect(handlers.has(handler), handler).toBe(true);
      for (const file of files) expect(existsSync(join(process.cwd(), file.from)), file.from).toBe(true);
    }
  });

  it("copies the catalogue's course files beside the installer's bundle", () => {
    const root = mkdtempSync(join(tmpdir(), 'skillway-bundle-files-'));
    mkdirSync(join(root, 'functions/core/content/courses/catalogue/assets/demo'), { recursive: true });
    writeFileSync(join(root, 'functions/core/content/courses/catalogue/assets/demo/handout.pdf'), '%PDF-1.4');
    const dist = join(root, 'dist');
    const handler = 'api/courses/install-courses';
    const copied = copyBundleFiles({
      rootDir: root,
      distDir: dist,
      entries: [
        { root: 'api', handler, bundle: bundleFolder('api', handler), source: `functions/${handler}.ts`, usedBy: [] },
      ],
    });
    expect(copied).toHaveLength(1);
    expect(existsSync(join(dist, handler, 'assets/demo/handout.pdf'))).toBe(true);
  });
});
