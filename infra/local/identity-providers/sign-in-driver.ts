/**
 * A whole SSO sign-in without a browser, for tests: starting from a URL (the product's SSO start URL, or an IdP
 * authorization / SSO URL the test built itself), follow redirects as a browser would (a cookie jar per host, as
 * browsers ignore ports), fill the local IdP's login form (idp-pages.ts) with the email and password, and stop at the
 * request the IdP sends the browser back to the product with: the OIDC callback's GET (code, state, iss) or the SAML
 * ACS's POST (SAMLResponse, RelayState). `deliver()` then makes that request as the browser would.
 *
 * Only for the local IdPs' own pages (their markup is known); not a general HTML form filler.
 */
import { PRODUCT_OIDC_CALLBACK_PATH, PRODUCT_SAML_ACS_PATH } from './demo-idp-settings';

const MAX_STEPS = 20;

/** Cookies by host name (not port: browsers share cookies across a host's ports), with their paths. */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, { value: string; path: string }>>();

  store(url: string, setCookies: readonly string[]) {
    const { hostname } = new URL(url);
    const host = this.cookies.get(hostname) ?? new Map<string, { value: string; path: string }>();
    this.cookies.set(hostname, host);
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? '/';
      const maxAge = attribute('max-age');
      const expires = attribute('expires');
      const gone = (maxAge !== undefined && Number(maxAge) <= 0) || (expires && Date.parse(expires) <= Date.now());
      const key = `${name};${path}`;
      if (gone) host.delete(key);
      else host.set(key, { value, path });
    }
  }

  /** The Cookie header a browser sends to `url`. */
  header(url: string): string {
    const { hostname, pathname } = new URL(url);
    return [...(this.cookies.get(hostname) ?? new Map()).entries()]
      .filter(
        ([, cookie]) =>
          pathname === cookie.path || pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map(([key, cookie]) => `${key.split(';')[0]}=${cookie.value}`)
      .join('; ');
  }

  /** One cookie's value for a host (e.g. the product's `skillway_sso`), whatever its path. */
  get(url: string, name: string): string | undefined {
    const host = this.cookies.get(new URL(url).hostname);
    for (const [key, cookie] of host ?? []) if (key.split(';')[0] === name) return cookie.value;
    return undefined;
  }
}

export class LocalIdpSignInError extends Error {
  override name = 'LocalIdpSignInError';
}

export interface TIdpSignInResult {
  /** GET: the OIDC callback (its query holds code, state and iss); POST: the SAML ACS. */
  method: 'GET' | 'POST';
  url: string;
  /** The POST's form fields (SAMLResponse, RelayState). */
  form?: Record<string, string>;
  /** The browser's cookies, for every host it went through (the product's binding cookie among them). */
  jar: CookieJar;
  /** The Cookie header the browser sends with this request. */
  cookie: string;
  /** Makes the request as the browser would (cookies, form encoding); redirects are not followed. */
  deliver(init?: { headers?: Record<string, string> }): Promise<Response>;
}

interface TForm {
  action: string;
  method: string;
  fields: Array<{ name: string; type: string; value: string }>;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g))
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2]!);
  return attributes;
}

function formsOf(html: string): TForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map((match) => {
    const form = attributesOf(match[1]!);
    return {
      action: form.action ?? '',
      method: (form.method ?? 'get').toUpperCase(),
      fields: [...match[2]!.matchAll(/<input\b([^>]*)>/gi)].map((input) => {
        const a = attributesOf(input[1]!);
        return { name: a.name ?? '', type: (a.type ?? 'text').toLowerCase(), value: a.value ?? '' };
      }),
    };
  });
}

/** The page's announced error (role="alert"), or its text, for a failure's message. */
function pageMessage(html: string): string {
  const alert = /<(p|div)\b[^>]*role="alert"[^>]*>([\s\S]*?)<\/\1>/i.exec(html)?.[2];
  const text = (alert ?? html.replace(/<(style|script)[\s\S]*?<\/\1>/gi, '')).replace(/<[^>]+>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim().slice(0, 300);
}

function isProductReturn(url: URL): boolean {
  return url.pathname === PRODUCT_OIDC_CALLBACK_PATH || url.pathname === PRODUCT_SAML_ACS_PATH;
}

function result(method: 'GET' | 'POST', url: string, jar: CookieJar, form?: Record<string, string>): TIdpSignInResult {
  return {
    method,
    url,
    ...(form ? { form } : {}),
    jar,
    cookie: jar.header(url),
    async deliver(init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      const cookie = jar.header(url);
      if (cookie) headers.cookie = cookie;
      if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
      const response = await fetch(url, {
        method,
        headers,
        redirect: 'manual',
        ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      });
      jar.store(url, response.headers.getSetCookie());
      return response;
    },
  };
}

/**
 * Signs in at a local IdP from `startUrl` and answers the request back to the product (not yet made). Throws
 * LocalIdpSignInError with the IdP's message when it refuses (wrong password, an AuthnRequest it will not answer).
 * `options.jar`: the browser's cookies so far (e.g. after the product's start URL was called by the test itself).
 */
export async function signInAtLocalIdp(
  startUrl: string,
  email: string,
  password: string,
  options: { jar?: CookieJar } = {},
): Promise<TIdpSignInResult> {
  const jar = options.jar ?? new CookieJar();
  let request: { method: 'GET' | 'POST'; url: string; form?: Record<string, string> } = {
    method: 'GET',
    url: startUrl,
  };
  let loginOrigin: string | undefined;

  for (let step = 0; step < MAX_STEPS; step += 1) {
    const target = new URL(request.url);
    // Back at the product: its callback or ACS, or (after the IdP's form) any page off the IdP's origin.
    if (isProductReturn(target) || (loginOrigin && target.origin !== loginOrigin)) {
      return result(request.method, request.url, jar, request.form);
    }
    const headers: Record<string, string> = {};
    const cookie = jar.header(request.url);
    if (cookie) headers.cookie = cookie;
    if (request.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      redirect: 'manual',
      ...(request.form ? { body: new URLSearchParams(request.form).toString() } : {}),
    });
    jar.store(request.url, response.headers.getSetCookie());

    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, request.url).toString();
      // 307/308 keep the method and body; 301/302/303 become a GET, as browsers do.
      request =
        response.status === 307 || response.status === 308 ? { ...request, url: next } : { method: 'GET', url: next };
      continue;
    }

    const html = await response.text();
    const forms = formsOf(html);
    const login = forms.find((form) => form.fields.some((field) => field.type === 'password'));
    if (login) {
      if (loginOrigin) throw new LocalIdpSignInError(`The IdP refused the sign-in: ${pageMessage(html)}`);
      loginOrigin = target.origin;
      const fields: Record<string, string> = {};
      for (const field of login.fields) if (field.type === 'hidden' && field.name) fields[field.name] = field.value;
      request = {
        method: 'POST',
        url: new URL(login.action || request.url, request.url).toString(),
        form: { ...fields, email, password },
      };
      continue;
    }
    const autoPost = forms.find((form) => form.fields.some((field) => field.name === 'SAMLResponse'));
    if (autoPost) {
      const fields: Record<string, string> = {};
      for (const field of autoPost.fields) if (field.name) fields[field.name] = field.value;
      return result('POST', new URL(autoPost.action, request.url).toString(), jar, fields);
    }
    throw new LocalIdpSignInError(`${response.status} at ${request.url}: ${pageMessage(html)}`);
  }
  throw new LocalIdpSignInError(`No answer back to the product after ${MAX_STEPS} steps from ${startUrl}.`);
}
