/**
 * The local IdPs' own pages: the login form both show (email + password, like a company's IdP), the SAML IdP's
 * auto-posting form back to the product, and the small notices (signed out, an error). Plain accessible HTML: a
 * heading, labelled inputs, a "Sign in" button, errors announced (role alert) and tied to the fields.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1b1f24;margin:0}
main{max-width:24rem;margin:4rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 3px #0003}
h1{font-size:1.4rem;margin:0 0 .25rem}p.idp{margin:0 0 1.5rem;color:#4a5361}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.5rem;font-size:1rem;border:1px solid #6b7280;border-radius:4px}
button{margin-top:1.5rem;width:100%;padding:.6rem;font-size:1rem;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:4px;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{color:#b91c1c;font-weight:600}`;

export interface TPageOptions {
  /** Origins a form on the page may post (or be redirected) to, besides the page's own. */
  formTargets?: readonly string[];
  status?: number;
}

/** A whole page with its headers (the OIDC provider's koa hooks set these on their context; the rest send them). */
export function renderPage(title: string, body: string, options: TPageOptions & { nonce?: string } = {}) {
  const formAction = ["'self'", ...(options.formTargets ?? [])].join(' ');
  const script = options.nonce ? `; script-src 'nonce-${options.nonce}'` : '';
  return {
    status: options.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      // form-action also governs where a posted form's redirects may lead (Chromium): the product's origin.
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'${script}`,
    },
    html: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>`,
  };
}

function sendPage(res: ServerResponse, title: string, body: string, options: TPageOptions & { nonce?: string } = {}) {
  const page = renderPage(title, body, options);
  res.writeHead(page.status, page.headers);
  res.end(page.html);
}

export interface TLoginPage {
  /** Which IdP this is, shown under the heading ("Local OpenID Connect provider"). */
  idpName: string;
  /** Where the form posts (same origin). */
  action: string;
  hidden?: Record<string, string>;
  email?: string;
  error?: string;
}

/** The IdP's sign-in form. Field names `email` and `password` (the sign-in driver fills them). */
export function sendLoginPage(res: ServerResponse, page: TLoginPage, options: TPageOptions = {}) {
  const error = page.error ? `<p id="login-error" class="error" role="alert">${escapeHtml(page.error)}</p>` : '';
  const invalid = page.error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const hidden = Object.entries(page.hidden ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  sendPage(
    res,
    `Sign in – ${page.idpName}`,
    `<h1>Sign in to Demo Ltd</h1>
<p class="idp">${escapeHtml(page.idpName)}, for the demo accounts</p>
${error}
<form method="post" action="${escapeHtml(page.action)}" novalidate>
${hidden}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(page.email ?? '')}"${invalid}${page.email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${page.email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>`,
    { ...options, status: options.status ?? (page.error ? 401 : 200) },
  );
}

/**
 * SAML's HTTP-POST binding: a form that posts itself to the product's ACS (a script submits it; without scripts the
 * person presses Continue).
 */
export function sendAutoPostPage(res: ServerResponse, action: string, fields: Record<string, string>) {
  const nonce = randomBytes(16).toString('base64');
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  sendPage(
    res,
    'Signing you in',
    `<h1>Signing you in…</h1>
<form id="saml-post" method="post" action="${escapeHtml(action)}">
${inputs}
<button type="submit">Continue</button>
</form>
<script nonce="${nonce}">document.getElementById('saml-post').submit();</script>`,
    { formTargets: [new URL(action).origin], nonce },
  );
}

export function sendNotice(res: ServerResponse, title: string, message: string, status = 200) {
  sendPage(
    res,
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p${status >= 400 ? ' role="alert"' : ''}>${escapeHtml(message)}</p>`,
    {
      status,
    },
  );
}
