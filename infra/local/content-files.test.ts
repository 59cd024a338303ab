import { describe, expect, it } from 'vitest';
import { contentObjectPath } from './content-files';

describe('contentObjectPath', () => {
  it('maps /content/{company}/{asset}/{path} to the object path, decoded', () => {
    expect(contentObjectPath('/content/c1/a1/index.html')).toBe('c1/a1/index.html');
    expect(contentObjectPath('/content/c1/a1/sco%201/page.html')).toBe('c1/a1/sco 1/page.html');
  });

  it('refuses paths that name no file or climb out of the package', () => {
    for (const path of [
      '/content/c1/a1/',
      '/content/c1/a1',
      '/content/c1/a1/../a2/index.html',
      '/content/c1/a1/%2e%2e/a2/index.html',
      '/content/c1/a1/a%2Fb.html',
      '/content/c1/a1/a%5Cb.html',
      '/content/c1/a1/%E0%A4%A',
      '/contents/c1/a1/index.html',
    ]) {
      expect(contentObjectPath(path), path).toBeUndefined();
    }
  });
});
