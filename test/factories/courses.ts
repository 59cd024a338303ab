/** Course fixtures for API tests: real files (from the catalogue's shipped assets), uploads the way the web does them. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { CATALOGUE_ASSETS_DIR } from '@skillway/functions/core/content/courses/catalogue/catalogue-asset-path';
import { call } from './http';

export interface TFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export async function pngFile(name = 'cover.png'): Promise<TFile> {
  const bytes = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();
  return { name, type: 'image/png', bytes };
}

async function asset(path: string, name: string, type: string): Promise<TFile> {
  return { name, type, bytes: await readFile(join(CATALOGUE_ASSETS_DIR, path)) };
}

export const pdfFile = (name = 'Handout.pdf') =>
  asset('fire-safety-awareness/fire-safety-awareness-handout.pdf', name, 'application/pdf');
export const mp4File = (name = 'Intro video.mp4') => asset('shared/course-introduction.mp4', name, 'video/mp4');
export const pptxFile = (name = 'Briefing.pptx') =>
  asset(
    'fire-safety-awareness/fire-safety-awareness-slides.pptx',
    name,
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  );

/** POST /sign, then the presigned POST; returns the key without verifying (or the refused signing response). */
export async function signAndPost(token: string, kind: string, file: TFile, declared: { size?: number } = {}) {
  const signed = await call('POST', '/v1/sign', {
    token,
    body: { type: kind, file_name: file.name, content_type: file.type, size: declared.size ?? file.bytes.length },
  });
  if (signed.status !== 200) return { signed, key: undefined };
  const { url, fields, key } = signed.body.data as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const upload = await fetch(url, { method: 'POST', body: form });
  if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  return { signed, key };
}

/** Sign, upload and verify one file of a kind; returns its key (throws if any step is refused). */
export async function uploadFile(token: string, kind: string, file: TFile): Promise<string> {
  const { signed, key } = await signAndPost(token, kind, file);
  if (!key) throw new Error(`sign refused: ${signed.status} ${JSON.stringify(signed.body)}`);
  const verified = await call('POST', '/v1/sign/verify', { token, body: { type: kind, key } });
  if (verified.status !== 200) throw new Error(`verify refused: ${verified.status} ${JSON.stringify(verified.body)}`);
  return key;
}

/** POST /courses with a fresh thumbnail; returns the created course. */
export async function createCourse(token: string, overrides: Record<string, unknown> = {}) {
  const s3_url = await uploadFile(token, 'thumbnail', await pngFile());
  const created = await call('POST', '/v1/courses', {
    token,
    body: {
      name: `Course ${Math.random().toString(36).slice(2, 8)}`,
      description: '<p>About</p>',
      hours: 1,
      minutes: 15,
      s3_url,
      type: 353359,
      ...overrides,
    },
  });
  if (created.status !== 201) throw new Error(`course not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.data as { id: string; name: string; [key: string]: unknown };
}

/** Adds an external link to a course; returns the material. */
export async function addLink(token: string, courseId: string, url = 'https://www.hse.gov.uk/') {
  const added = await call('POST', '/v1/course/add/training-material', {
    token,
    body: { course: courseId, title: 'HSE', description: 'Guidance', type: 'link', url },
  });
  if (added.status !== 201) throw new Error(`link not added: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.data as { id: string; [key: string]: unknown };
}

/** A test for the course (the Test action); returns its id. */
export async function openTest(token: string, courseId: string): Promise<string> {
  const opened = await call('POST', '/v1/quizzes', { token, body: { course_id: courseId } });
  if (opened.status !== 201) throw new Error(`quiz not opened: ${opened.status} ${JSON.stringify(opened.body)}`);
  return opened.body.data.id as string;
}

export async function addSingleChoice(token: string, testId: string, core = false): Promise<string> {
  const added = await call('POST', '/v1/question', {
    token,
    body: {
      quiz_id: testId,
      question: 'Which is right?',
      options: { a: 'This', b: 'That' },
      correct_answer: 'a',
      core_question: core,
    },
  });
  if (added.status !== 201) throw new Error(`question not added: ${added.status} ${JSON.stringify(added.body)}`);
  return added.body.data.id as string;
}

/** A course with one external link, published (the least a course needs to be handed out); returns its id. */
export async function publishedCourse(token: string, name: string): Promise<string> {
  const id = (await createCourse(token, { name })).id;
  await addLink(token, id);
  const published = await call('POST', `/v1/course/publish/${id}`, { token });
  if (published.status !== 200)
    throw new Error(`publish failed: ${published.status} ${JSON.stringify(published.body)}`);
  return id;
}
