import { stackUrl } from './stack-context';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON bodies
type TAny = any;

/** POSTs one file as multipart/form-data (field `file`), the way the browser's import panels do. */
export async function postFile(
  path: string,
  token: string | undefined,
  file: { name: string; content: string | Buffer; type?: string },
): Promise<{ status: number; body: TAny }> {
  const form = new FormData();
  const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content;
  form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type ?? 'text/csv' }), file.name);
  const response = await fetch(new URL(path, stackUrl()), {
    method: 'POST',
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, body };
}
