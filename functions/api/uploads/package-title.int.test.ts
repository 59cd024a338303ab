/** Add Package offers the title a package's manifest gives it: POST /sign/verify answers it with the content check. */
import { describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/factories/accounts';
import { signAndPost } from '../../../test/factories/courses';
import { call } from '../../../test/factories/http';
import { plainZipFile, scorm12ZipFile } from '../../../test/factories/package-uploads';

async function verify(token: string, file: ReturnType<typeof plainZipFile>) {
  const { key } = await signAndPost(token, 'course-package', file);
  return call('POST', '/v1/sign/verify', { token, body: { type: 'course-package', key } });
}

describe("an uploaded package's title", () => {
  it('is read from its manifest when the upload is checked, and absent for a zip that is no package', async () => {
    const admin = await registerCompany();
    const scorm = await verify(admin.token, scorm12ZipFile('Fire drill and evacuation (SCORM)'));
    expect(scorm.status).toBe(200);
    expect(scorm.body.data).toMatchObject({
      original_name: 'Manual handling.zip',
      package_title: 'Fire drill and evacuation (SCORM)',
    });

    // Not a package: the check passes (a zip), no title is offered; the unpack worker names the problem later.
    const plain = await verify(admin.token, plainZipFile());
    expect(plain.status).toBe(200);
    expect(plain.body.data).not.toHaveProperty('package_title');
  });
});
