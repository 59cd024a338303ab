import { MSG } from '@skillway/shared';
import { ApiError } from '../../../api';

/**
 * Sends a file straight to storage with the presigned POST's fields (the file must be the last field).
 * XHR rather than fetch because fetch cannot report upload progress. No timeout: large files take long.
 */
export function postToStorage(
  url: string,
  fields: Record<string, string>,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    data.append('file', file);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new ApiError(xhr.status, MSG.UPLOAD_ERROR));
    };
    xhr.onerror = () => reject(new ApiError(0, MSG.UPLOAD_ERROR));
    xhr.onabort = () => reject(new ApiError(0, MSG.UPLOAD_ERROR));
    xhr.send(data);
  });
}
