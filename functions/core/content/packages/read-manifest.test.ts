import { describe, expect, it } from 'vitest';
import { MSG } from '@skillway/shared';
import { findManifest, resolveLaunch } from './read-manifest';

describe('findManifest', () => {
  it('finds the manifest at the root, cmi5.xml before imsmanifest.xml before tincan.xml', () => {
    expect(findManifest(['index.html', 'imsmanifest.xml'])).toMatchObject({ path: 'imsmanifest.xml', base: '' });
    expect(findManifest(['tincan.xml', 'imsmanifest.xml', 'cmi5.xml'])).toMatchObject({ path: 'cmi5.xml' });
    expect(findManifest(['tincan.xml', 'index.html'])).toMatchObject({ path: 'tincan.xml' });
    expect(findManifest(['IMSManifest.xml'])).toMatchObject({ path: 'IMSManifest.xml', base: '' });
  });

  it('finds it in the single top folder a zip wraps everything in (ignoring macOS and Windows extras)', () => {
    const files = ['Course/imsmanifest.xml', 'Course/sco/index.html', '__MACOSX/Course/._index.html', '.DS_Store'];
    expect(findManifest(files)).toMatchObject({ path: 'Course/imsmanifest.xml', base: 'Course/' });
  });

  it('finds none in a deeper folder, beside other root files, or when there is none', () => {
    expect(findManifest(['a/b/imsmanifest.xml'])).toBeUndefined();
    expect(findManifest(['readme.txt', 'Course/imsmanifest.xml'])).toBeUndefined();
    expect(findManifest(['one/imsmanifest.xml', 'two/index.html'])).toBeUndefined();
    expect(findManifest(['index.html', 'story.js'])).toBeUndefined();
  });
});

describe('resolveLaunch', () => {
  const files = new Set(['Course/sco/index.html', 'Course/my page.html', 'shared/start.html']);

  it('resolves from the manifest folder, keeping the query string and fragment', () => {
    expect(resolveLaunch('Course/', 'sco/index.html?a=1#top', files)).toBe('Course/sco/index.html?a=1#top');
    expect(resolveLaunch('Course/', './sco/../sco/index.html', files)).toBe('Course/sco/index.html');
    expect(resolveLaunch('Course/', '../shared/start.html', files)).toBe('shared/start.html');
  });

  it('finds a percent-encoded launch file', () => {
    expect(resolveLaunch('Course/', 'my%20page.html', files)).toBe('Course/my%20page.html');
  });

  it('refuses a launch file not in the package, one above its root, and one on another site', () => {
    expect(() => resolveLaunch('', 'missing.html', files)).toThrow(MSG.PACKAGE_LAUNCH_MISSING);
    expect(() => resolveLaunch('', '../../etc/passwd', files)).toThrow(MSG.PACKAGE_LAUNCH_MISSING);
    expect(() => resolveLaunch('', 'https://evil.example/x.html', files)).toThrow(MSG.PACKAGE_EXTERNAL_LAUNCH);
    expect(() => resolveLaunch('', '//evil.example/x.html', files)).toThrow(MSG.PACKAGE_EXTERNAL_LAUNCH);
    expect(() => resolveLaunch('', 'javascript:alert(1)', files)).toThrow(MSG.PACKAGE_EXTERNAL_LAUNCH);
  });
});
