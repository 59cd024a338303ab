import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractLinks, readOutbox, renderOutboxPage } from './mail-outbox';

describe('the local mail outbox', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('reads messages newest first and skips unreadable files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    const mail = (id: string, sentAt: string) => ({
      id,
      to: 'a@example.com',
      subject: `S ${id}`,
      html: `<a href="http://x/${id}">go</a>`,
      text: id,
      sent_at: sentAt,
    });
    await writeFile(join(dir, 'old.json'), JSON.stringify(mail('old', '2025-01-01T00:00:00.000Z')));
    await writeFile(join(dir, 'new.json'), JSON.stringify(mail('new', '2025-02-01T00:00:00.000Z')));
    await writeFile(join(dir, 'half.json'), '{"id":');
    const mails = await readOutbox(dir);
    expect(mails.map((m) => m.id)).toEqual(['new', 'old']);
    expect(mails[0]).toMatchObject({ to: ['a@example.com'], links: ['http://x/new'] });
    expect(await readOutbox(join(dir, 'missing'))).toEqual([]);
  });

  it('extracts http and site-relative links, decoding entities', () => {
    expect(
      extractLinks(
        `<a href="http://l/p?a=1&amp;b=2">x</a><a href='/reset'>y</a><a href="javascript:alert(1)">z</a><a href="mailto:x@y">m</a>`,
      ),
    ).toEqual(['http://l/p?a=1&b=2', '/reset']);
  });

  it('renders message HTML only inside a script-less sandboxed frame', () => {
    const page = renderOutboxPage([
      {
        id: '1',
        to: ['<b>x</b>@example.com'],
        subject: '<script>alert(1)</script>',
        html: '<p onclick="x()">Hi "you"</p><script>bad()</script>',
        text: '',
        sent_at: '2025-01-01T00:00:00.000Z',
        links: ['/a?x="y"'],
      },
    ]);
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toMatch(
      /<iframe [^>]*sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"/,
    );
    expect(page).not.toMatch(/sandbox="[^"]*allow-scripts/);
    expect(page).toContain('srcdoc="&lt;!doctype html&gt;');
    expect(page).toContain('href="/a?x=&quot;y&quot;"');
  });
});
