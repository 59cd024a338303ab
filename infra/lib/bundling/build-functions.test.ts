import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ROUTES, OPERATION_LIST, SCHEDULES } from '@skillway/shared';
import { buildFunctions, type TBuildResult } from './build-functions';
import { bundleFolder, listFunctionEntries, METAFILE_NAME, type TFunctionEntry } from './function-entries';
import { MissingHandlersError } from './missing-handlers-error';
import { REPO_ROOT } from './repo-root';
import { nativeNeeds } from './stage-native-modules';

/** Fixture handlers of our own in a temp repo root: the real ones are another package's business. */
const FIXTURES: Record<string, string> = {
  // A CommonJS dependency that calls require() at run time: only works in ESM thanks to the createRequire banner.
  'functions/api/demo/legacy.cjs':
    "const path = require('node:path');\nmodule.exports = { joined: (a, b) => path.posix.join(a, b) };\n",
  'functions/api/demo/hello.ts':
    "import legacy from './legacy.cjs';\n" +
    '/** a comment that minification removes */\n' +
    "export const handler = async (): Promise<{ statusCode: number; body: string }> => ({ statusCode: 200, body: legacy.joined('a', 'b') });\n",
  'functions/api/demo/image.ts':
    "import sharp from 'sharp';\nexport const handler = async () => ({ statusCode: 200, body: typeof sharp });\n",
  'events/schedules/tick.ts': 'export const handler = async (event: { detail: unknown }) => event.detail;\n',
};

const entry = (root: TFunctionEntry['root'], handler: string): TFunctionEntry => ({
  root,
  handler,
  bundle: bundleFolder(root, handler),
  source: `${root === 'api' ? 'functions' : 'events'}/${handler}.ts`,
  usedBy: [`fixture:${handler}`],
});

const ENTRIES = [entry('api', 'api/demo/hello'), entry('api', 'api/demo/image'), entry('events', 'schedules/tick')];

function fixtureRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'skillway-build-fixture-'));
  for (const [file, code] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), code);
  }
  return root;
}

describe('buildFunctions', () => {
  let result: TBuildResult;

  beforeAll(async () => {
    const root = fixtureRoot();
    result = await buildFunctions({ rootDir: root, outDir: join(root, 'dist', 'functions'), entries: ENTRIES });
  });

  it('writes one index.mjs per handler in its bundle folder, plus the metafile', () => {
    expect(existsSync(join(result.outDir, 'api/demo/hello/index.mjs'))).toBe(true);
    expect(existsSync(join(result.outDir, 'api/demo/image/index.mjs'))).toBe(true);
    expect(existsSync(join(result.outDir, 'events/schedules/tick/index.mjs'))).toBe(true);
    const meta = JSON.parse(readFileSync(join(result.outDir, METAFILE_NAME), 'utf8')) as {
      outputs: Record<string, unknown>;
    };
    expect(Object.keys(meta.outputs)).toHaveLength(3);
  });

  it('emits minified ESM that loads in Node and can still require() from bundled CommonJS', () => {
    const file = join(result.outDir, 'api/demo/hello/index.mjs');
    const code = readFileSync(file, 'utf8');
    expect(code.startsWith('import{createRequire as __skillwayCreateRequire}from"node:module";')).toBe(true);
    expect(code).not.toContain('a comment that minification removes');
    const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(JSON.stringify(await m.handler()));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({ statusCode: 200, body: 'a/b' });
  });

  it('leaves sharp external and records which bundles need it', () => {
    const code = readFileSync(join(result.outDir, 'api/demo/image/index.mjs'), 'utf8');
    expect(code).toMatch(/from"sharp"/);
    const needs = nativeNeeds(result.metafile, result.outDir, result.rootDir);
    expect([...needs.entries()]).toEqual([['api/demo/image', ['sharp']]]);
  });

  it('refuses to build when manifest modules are missing, naming each one and the rows that use it', async () => {
    const root = fixtureRoot();
    const missing = [entry('api', 'api/demo/not-written-yet'), entry('events', 'handlers/also-missing')];
    const attempt = buildFunctions({ rootDir: root, outDir: join(root, 'out'), entries: [...ENTRIES, ...missing] });
    await expect(attempt).rejects.toBeInstanceOf(MissingHandlersError);
    await expect(attempt).rejects.toThrow(
      /functions\/api\/demo\/not-written-yet\.ts \(used by fixture:api\/demo\/not-written-yet\)/,
    );
    await expect(attempt).rejects.toThrow(/events\/handlers\/also-missing\.ts/);
    expect(existsSync(join(root, 'out'))).toBe(false);
  });
});

describe('listFunctionEntries', () => {
  it('lists every handler module the manifest names, once each', () => {
    const entries = listFunctionEntries();
    const bundles = entries.map((e) => e.bundle);
    expect(new Set(bundles).size).toBe(bundles.length);
    for (const operation of OPERATION_LIST) {
      expect(entries.find((e) => e.root === 'api' && e.handler === operation.handler)?.usedBy).toContain(operation.id);
    }
    for (const handler of [...EVENT_ROUTES, ...SCHEDULES].map((row) => row.handler)) {
      expect(entries.find((e) => e.root === 'events' && e.handler === handler)?.source).toBe(`events/${handler}.ts`);
    }
  });

  it('refuses handler names that are not plain lower-case relative paths', () => {
    for (const bad of ['../secrets', '/abs/path', 'api/Login', 'api//x', '']) {
      expect(() => bundleFolder('api', bad), bad).toThrow(/lower-case relative path/);
    }
    expect(bundleFolder('events', 'handlers/send-email')).toBe('events/handlers/send-email');
  });
});

describe('buildFunctions on real handlers', () => {
  let result: TBuildResult;
  const bundles = ['api/system/openapi', 'api/users/get-user'];

  beforeAll(async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'skillway-build-real-'));
    const entries = listFunctionEntries().filter((e) => bundles.includes(e.bundle));
    result = await buildFunctions({ outDir, entries });
  }, 120_000);

  const inputsOf = (bundle: string) =>
    Object.keys(
      Object.entries(result.metafile.outputs).find(([key]) => key.endsWith(`${bundle}/index.mjs`))?.[1].inputs ?? {},
    );

  it("carries only its own area's manifest rows, not the whole manifest", () => {
    const inputs = inputsOf('api/users/get-user');
    expect(inputs.some((input) => input.endsWith('shared/src/manifest/rows/users.ts'))).toBe(true);
    expect(inputs.some((input) => input.endsWith('shared/src/manifest/operations.ts'))).toBe(false);
    expect(inputs.some((input) => input.endsWith('shared/src/manifest/rows/courses.ts'))).toBe(false);
  });

  it('takes AWS credentials from the environment only (no SSO, STS, ini files or IMDS in the bundle)', () => {
    const inputs = inputsOf('api/users/get-user');
    expect(inputs.some((input) => input.includes('@aws-sdk/credential-provider-env/'))).toBe(true);
    for (const chain of [
      'credential-provider-sso',
      'credential-provider-ini',
      'nested-clients',
      'credential-provider-imds',
    ]) {
      expect(
        inputs.some((input) => input.includes(`/${chain}/`)),
        chain,
      ).toBe(false);
    }
  });

  it("runs: a public handler answers with its row's status and contract", async () => {
    const file = join(result.outDir, 'api/system/openapi/index.mjs');
    const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); const r = await m.handler({ headers: {}, requestContext: {} }); console.log('RESULT ' + JSON.stringify({ status: r.statusCode, body: JSON.parse(r.body) }));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-2', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'y' },
    });
    // The request log line comes first (stdout, as Lambda's logs); the result is the marked line.
    const line = output.split('\n').find((text) => text.startsWith('RESULT ')) ?? '';
    expect(JSON.parse(line.slice('RESULT '.length))).toMatchObject({
      status: 200,
      body: { paths: expect.any(Object) as unknown },
    });
  });
});

describe('the bundled html sanitiser', () => {
  it('gives the same output as the source (sanitize-html with htmlparser2 Parser alone, no postcss)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillway-build-sanitiser-'));
    const sanitiser = join(REPO_ROOT, 'functions/core/platform/html/html-sanitiser.ts');
    const source = join(dir, 'probe.ts');
    writeFileSync(
      source,
      `import { loadSanitiser, sanitizeRichText, sanitizeMessageHtml, messageHtmlToPlain } from ${JSON.stringify(sanitiser)};\n` +
        'await loadSanitiser();\n' +
        'export const handler = (html: string) => ({ rich: sanitizeRichText(html), message: sanitizeMessageHtml(html), plain: messageHtmlToPlain(html) });\n',
    );
    const probe: TFunctionEntry = { root: 'events', handler: 'probe', source, bundle: 'probe', usedBy: [] };
    const built = await buildFunctions({ outDir: join(dir, 'out'), entries: [probe] });
    const html =
      '<p style="text-align: center; color: red">Hi &amp; <b onclick="x()">bye</b> &eacute;<script>alert(1)</script></p><a href="javascript:x">l</a>' +
      '<h2 style="text-align:right !important;width:expression(x)">h</h2><div style="color: red">d</div><p style="text-align: center }">b</p>';
    const file = join(built.outDir, 'probe/index.mjs');
    const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(JSON.stringify(m.handler(${JSON.stringify(html)})));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const { loadSanitiser, sanitizeRichText, sanitizeMessageHtml, messageHtmlToPlain } =
      await import('../../../functions/core/platform/html/html-sanitiser');
    await loadSanitiser();
    expect(JSON.parse(output)).toEqual({
      rich: sanitizeRichText(html),
      message: sanitizeMessageHtml(html),
      plain: messageHtmlToPlain(html),
    });
    expect(JSON.parse(output).message).toContain('<p style="text-align:center">');
    const inputs = Object.keys(built.metafile.inputs);
    expect(inputs.filter((input) => /node_modules\/(postcss|source-map-js)\//.test(input))).toEqual([]);
    // sanitize-html is a file beside the bundle (lazy-packages.ts), loaded by loadSanitiser, not compiled at import.
    expect(readFileSync(file, 'utf8')).toContain('import("./lazy/sanitize-html.mjs")');
    expect(readFileSync(file, 'utf8')).not.toContain('postcss is not bundled');
    expect(readFileSync(join(built.outDir, 'probe/lazy/sanitize-html.mjs'), 'utf8')).toContain(
      'postcss is not bundled',
    );
  }, 60_000);
});

describe('the bundled mail client', () => {
  it('is a file beside the bundle, imported when a mail is sent, and sends it through SES', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'skillway-build-mail-'));
    const source = join(dir, 'probe.ts');
    const sender = join(REPO_ROOT, 'functions/core/platform/mail/send-email.ts');
    writeFileSync(
      source,
      `import { sendEmail } from ${JSON.stringify(sender)};\n` +
        'export const handler = () => sendEmail({ to: "ana@example.com", subject: "Zażółć", html: "<p>Hi</p>", text: "Hi" });\n',
    );
    const probe: TFunctionEntry = { root: 'events', handler: 'probe', source, bundle: 'probe', usedBy: [] };
    const built = await buildFunctions({ outDir: join(dir, 'out'), entries: [probe] });
    const file = join(built.outDir, 'probe/index.mjs');
    const bundle = readFileSync(file, 'utf8');
    expect(bundle).toContain('import("./lazy/@aws-sdk/client-sesv2.mjs")');
    expect(bundle).not.toContain('outbound-emails');
    expect(readFileSync(join(built.outDir, 'probe/lazy/@aws-sdk/client-sesv2.mjs'), 'utf8')).toContain(
      'outbound-emails',
    );

    // SES's SendEmail answered by a local server: the request the bundled client makes, signed, with the message.
    const received: { path: string; authorization: string; body: Record<string, unknown> }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({
          path: request.url ?? '',
          authorization: String(request.headers.authorization ?? ''),
          body: JSON.parse(body) as Record<string, unknown>,
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"MessageId":"m-1"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(JSON.stringify(await m.handler()));`;
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        env: {
          PATH: process.env.PATH,
          AWS_REGION: 'eu-west-2',
          AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
          AWS_SECRET_ACCESS_KEY: 'secret',
          AWS_ENDPOINT_URL_SESV2: `http://127.0.0.1:${port}`,
        },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      await new Promise((resolve) => child.on('close', resolve));
      expect(JSON.parse(output.trim().split('\n').at(-1)!)).toEqual({ id: 'm-1' });
      expect(received).toHaveLength(1);
      expect(received[0]!.path).toBe('/v2/email/outbound-emails');
      expect(received[0]!.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-2\/ses\//);
      expect(received[0]!.body).toMatchObject({
        Destination: { ToAddresses: ['ana@example.com'] },
        Content: { Simple: { Subject: { Data: 'Zażółć' } } },
      });
    } finally {
      server.close();
    }
  }, 60_000);
});
