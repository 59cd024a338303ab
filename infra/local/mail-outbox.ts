import { watch, type FSWatcher } from 'node:fs';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** One message as functions/core/platform/mail/send-email.ts writes it to MAIL_OUTBOX_DIR. */
export interface TOutboxMail {
  id: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  sent_at: string;
  /** Every http(s) or site-relative link in the HTML, so tests and people can follow them directly. */
  links: string[];
}

const asString = (value: unknown) => (typeof value === 'string' ? value : '');

export function extractLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const href = decodeHtmlEntities((match[1] ?? match[2] ?? '').trim());
    if (/^https?:\/\//i.test(href) || href.startsWith('/')) links.add(href);
  }
  return [...links];
}

function decodeHtmlEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Every message in the outbox, newest first. Unreadable files are skipped: the writer may be mid-write. */
export async function readOutbox(dir: string): Promise<TOutboxMail[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name): Promise<TOutboxMail | undefined> => {
        const file = join(dir, name);
        try {
          const raw = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
          const html = asString(raw.html);
          const sentAt = asString(raw.sent_at) || (await stat(file)).mtime.toISOString();
          const to = Array.isArray(raw.to) ? raw.to.map(asString) : [asString(raw.to)];
          return {
            id: asString(raw.id) || name.replace(/\.json$/, ''),
            to,
            subject: asString(raw.subject),
            html,
            text: asString(raw.text),
            sent_at: sentAt,
            links: extractLinks(html),
          };
        } catch {
          return undefined;
        }
      }),
  );
  return mails
    .filter((mail): mail is TOutboxMail => mail !== undefined)
    .sort((a, b) => b.sent_at.localeCompare(a.sent_at));
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * The local mail page. Each message's HTML is shown in an iframe `srcdoc` with a sandbox that allows no
 * script, so a message cannot run code on this origin; `<base target="_top">` plus
 * allow-top-navigation-by-user-activation make its links open in this tab when clicked, and the links are
 * also listed as plain anchors outside the frame.
 */
export function renderOutboxPage(mails: TOutboxMail[]): string {
  const items = mails
    .map((mail) => {
      const doc = `<!doctype html><html><head><meta charset="utf-8"><base target="_top"></head><body>${mail.html || `<pre>${escapeHtml(mail.text)}</pre>`}</body></html>`;
      const links = mail.links.length
        ? `<ul class="links">${mail.links.map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`).join('')}</ul>`
        : '';
      return `<article class="mail" data-mail-id="${escapeHtml(mail.id)}">
  <header>
    <h2 class="subject">${escapeHtml(mail.subject) || '(no subject)'}</h2>
    <p><span class="label">To</span> <span class="to">${escapeHtml(mail.to.join(', '))}</span>
       <span class="label">Sent</span> <time datetime="${escapeHtml(mail.sent_at)}">${escapeHtml(mail.sent_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></p>
  </header>
  <iframe title="${escapeHtml(mail.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(doc)}"></iframe>
  ${links}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mail (${mails.length}) · Skillway</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem; color: #1a1b1e; }
  h1 { font-size: 1.4rem; } .note { color: #666; }
  .mail { border: 1px solid #ddd; border-radius: 8px; padding: 0.75rem 1rem; margin: 1rem 0; }
  .mail h2 { font-size: 1.1rem; margin: 0 0 0.25rem; } .label { color: #888; font-size: 0.85em; margin-left: 0.5rem; }
  .label:first-child { margin-left: 0; }
  iframe { width: 100%; height: 420px; resize: vertical; border: 1px solid #eee; border-radius: 4px; background: #fff; }
  .links { font-size: 0.85em; word-break: break-all; }
</style>
</head>
<body>
<h1>Local mail outbox</h1>
<p class="note">Every email the local stack sent, newest first. This page exists only in the local stack. <a href="/_local/mail">Refresh</a> · <a href="/_local/mail.json">JSON</a></p>
${items || '<p class="empty">No mail yet.</p>'}
</body>
</html>`;
}

/** Logs one line per new message, so the terminal shows mail as it is sent. */
export async function watchOutbox(dir: string, log: (line: string) => void): Promise<FSWatcher | undefined> {
  await mkdir(dir, { recursive: true });
  const seen = new Set(await readdir(dir).catch(() => [] as string[]));
  try {
    const watcher = watch(dir, (_event, name) => {
      if (!name || !name.endsWith('.json') || seen.has(name)) return;
      // The file may still be being written: read it a moment later.
      setTimeout(() => {
        readFile(join(dir, name), 'utf8')
          .then((text) => {
            if (seen.has(name)) return;
            seen.add(name);
            const mail = JSON.parse(text) as { to?: unknown; subject?: unknown };
            const to = Array.isArray(mail.to) ? mail.to.join(', ') : asString(mail.to);
            log(`mail to ${to}: ${asString(mail.subject)}`);
          })
          .catch(() => undefined);
      }, 50);
    });
    watcher.unref();
    return watcher;
  } catch {
    return undefined;
  }
}
