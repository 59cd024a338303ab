/**
 * The local stack itself: readiness, the API Gateway behaviour of the adapter (404, 401, 413), the edge's
 * compression of API answers, the SPA fallback, the local mail page, and data surviving a restart on the same DATA_DIR.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startLocalStack, type TLocalStack } from '@skillway/infra/local/local-stack';
import { readLocalToolsToken } from '@skillway/infra/local/local-tools-access';

const apiUrl = inject('apiUrl');
const dataDir = inject('dataDir');
const demoCredentials = inject('demoCredentials');
/** The local tools answer only to the data folder's token. */
const tools = { headers: { authorization: `Bearer ${readLocalToolsToken(dataDir)}` } };

describe('the local stack', () => {
  it('answers health with 200 once ready', async () => {
    const response = await fetch(`${apiUrl}/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('answers 404 JSON for an unknown API route, with a request id', async () => {
    const response = await fetch(`${apiUrl}/v1/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('refuses a protected route without a token, like the JWT authorizer', async () => {
    const response = await fetch(`${apiUrl}/v1/user/profile`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a protected route with a bad token', async () => {
    const forged = `${Buffer.from('{"alg":"RS256","kid":"CognitoLocal"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.c2ln`;
    for (const token of ['nonsense', forged]) {
      const response = await fetch(`${apiUrl}/v1/user/profile`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('passes a real ID token through the authorizer to the handler', async () => {
    // An account without two-step verification: its password alone opens a session.
    const demo = demoCredentials.find((credential) => !credential.totpSecret);
    expect(demo, 'the seed returns demo credentials').toBeDefined();
    const login = await fetch(`${apiUrl}/v1/clients/web/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo!.email, password: demo!.password }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const profile = await fetch(`${apiUrl}/v1/user/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
  });

  it('compresses an API answer as the app distribution does: for a caller that accepts it only', async () => {
    const url = `${apiUrl}/v1/openapi.json`;
    const encoded = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(encoded.status).toBe(200);
    expect(encoded.headers.get('content-encoding')).toBe('br');
    expect(encoded.headers.get('vary')).toBe('Accept-Encoding');
    const gzipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const document = (await plain.json()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    expect(await encoded.json()).toEqual(document);
    expect(await gzipped.json()).toEqual(document);
  });

  it('refuses a body over 10 MB with 413', async () => {
    const response = await fetch(`${apiUrl}/v1/clients/web/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
  });

  it('serves the SPA for app routes (index.html fallback)', async () => {
    const response = await fetch(`${apiUrl}/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toMatch(/<!doctype html>/i);
  });

  it('lists a mail written to the outbox at /_local/mail', async () => {
    const id = `test-${Date.now()}`;
    await writeFile(
      join(dataDir, 'outbox', `${id}.json`),
      JSON.stringify({
        id,
        to: 'someone@example.com',
        subject: `Hello ${id}`,
        html: '<p>Reset: <a href="http://localhost/password-reset?token=abc">here</a></p>',
        text: 'Reset',
        sent_at: new Date().toISOString(),
      }),
    );
    const page = await fetch(`${apiUrl}/_local/mail`, tools);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Hello ${id}`);
    // ?to= keeps one person's messages on the page too.
    expect(await (await fetch(`${apiUrl}/_local/mail?to=SOMEONE@example.com`, tools)).text()).toContain(`Hello ${id}`);
    expect(await (await fetch(`${apiUrl}/_local/mail?to=nobody@example.com`, tools)).text()).not.toContain(
      `Hello ${id}`,
    );

    const json = (await (await fetch(`${apiUrl}/_local/mail.json?to=someone@example.com`, tools)).json()) as {
      data: Array<{ id: string; links: string[] }>;
    };
    const mail = json.data.find((m) => m.id === id);
    expect(mail?.links).toEqual(['http://localhost/password-reset?token=abc']);
  });
});

describe('a second stack on its own DATA_DIR', () => {
  let stack: TLocalStack | undefined;
  let dir: string | undefined;
  afterAll(async () => {
    await stack?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps table items, users, files and ids across a stop and start', async () => {
    dir = await mkdtemp(join(tmpdir(), 'skillway-restart-'));
    const options = { port: 0, dataDir: dir, seed: false, quiet: true, firstScheduleDelayMs: 3_600_000 };
    stack = await startLocalStack(options);
    const first = stack.env;
    const sdk = { region: 'eu-west-2', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } };

    const dynamo = new DynamoDBClient({ ...sdk, endpoint: first.DYNAMODB_ENDPOINT });
    await dynamo.send(
      new PutItemCommand({
        TableName: first.TABLE_NAME,
        Item: { pk: { S: 'TEST#restart' }, sk: { S: 'A' }, note: { S: 'kept' } },
      }),
    );
    const cognito = new CognitoIdentityProviderClient({ ...sdk, endpoint: first.COGNITO_ENDPOINT });
    const username = '6f1c2a9e-0000-4000-8000-000000000001';
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: first.USER_POOL_ID,
        Username: username,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: 'restart@example.com' },
          { Name: 'custom:company_id', Value: 'c-restart' },
        ],
      }),
    );
    const s3 = new S3Client({ ...sdk, endpoint: first.S3_ENDPOINT, forcePathStyle: true });
    await s3.send(new PutObjectCommand({ Bucket: first.UPLOADS_BUCKET, Key: 'c/c-restart/file.txt', Body: 'kept' }));

    // Browsers upload by presigned POST to the app's own origin; the adapter proxies to s3rver.
    const publicS3 = new S3Client({ ...sdk, endpoint: first.S3_PUBLIC_ENDPOINT, forcePathStyle: true });
    const post = await createPresignedPost(publicS3, {
      Bucket: first.UPLOADS_BUCKET!,
      Key: 'c/c-restart/posted.txt',
      Conditions: [['content-length-range', 1, 1024]],
      Fields: { 'Content-Type': 'text/plain' },
      Expires: 60,
    });
    expect(post.url.startsWith(`${stack.url}/_local/s3/`)).toBe(true);
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', new Blob(['posted']), 'posted.txt');
    expect((await fetch(post.url, { method: 'POST', body: form })).status).toBe(204);
    const posted = await s3.send(new GetObjectCommand({ Bucket: first.UPLOADS_BUCKET, Key: 'c/c-restart/posted.txt' }));
    expect(await posted.Body?.transformToString()).toBe('posted');
    [dynamo, cognito, s3, publicS3].forEach((client) => client.destroy());

    await stack.stop();
    stack = await startLocalStack(options);
    const second = stack.env;
    expect(second.USER_POOL_ID).toBe(first.USER_POOL_ID);
    expect(second.USER_POOL_CLIENT_ID).toBe(first.USER_POOL_CLIENT_ID);
    expect(second.IMAGE_SIGNING_SECRET).toBe(first.IMAGE_SIGNING_SECRET);

    const dynamo2 = new DynamoDBClient({ ...sdk, endpoint: second.DYNAMODB_ENDPOINT });
    const item = await dynamo2.send(
      new GetItemCommand({ TableName: second.TABLE_NAME, Key: { pk: { S: 'TEST#restart' }, sk: { S: 'A' } } }),
    );
    expect(item.Item?.note?.S).toBe('kept');
    const cognito2 = new CognitoIdentityProviderClient({ ...sdk, endpoint: second.COGNITO_ENDPOINT });
    const user = await cognito2.send(new AdminGetUserCommand({ UserPoolId: second.USER_POOL_ID, Username: username }));
    expect(user.UserAttributes?.find((a) => a.Name === 'custom:company_id')?.Value).toBe('c-restart');
    const s32 = new S3Client({ ...sdk, endpoint: second.S3_ENDPOINT, forcePathStyle: true });
    const object = await s32.send(new GetObjectCommand({ Bucket: second.UPLOADS_BUCKET, Key: 'c/c-restart/file.txt' }));
    expect(await object.Body?.transformToString()).toBe('kept');
    [dynamo2, cognito2, s32].forEach((client) => client.destroy());
  });
});
