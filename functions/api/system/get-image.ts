import type { TImagePreset } from '@skillway/shared';
import { readCatalogueImage } from '../../core/content/courses/catalogue/index';
import { AppError } from '../../core/platform/http/app-error';
import { defineHandler } from '../../core/platform/http/define-handler';
import { rawResponse } from '../../core/platform/http/responses';
import { checkImageSignature } from '../../core/platform/images/sign-image-url';
import { renderImage } from '../../core/platform/images/render-image';

/** Public (an <img> cannot send a token): the URL's signature is the permission. 403 if it is wrong or expired. */
export const handler = defineHandler('system.image', async ({ params, query }) => {
  const check = checkImageSignature({ preset: params.preset, key: params.key, exp: query.exp, sig: query.sig });
  if (check !== 'ok')
    throw new AppError(
      'FORBIDDEN',
      check === 'expired' ? 'This image link has expired.' : 'This image link is not valid.',
    );
  // Catalogue thumbnails ship with the product (the install screen shows them before any company has a copy).
  const shipped = await readCatalogueImage(params.key);
  const image = await renderImage(params.key, params.preset as TImagePreset, shipped);
  const maxAge = Math.max(0, Math.min(3600, Number(query.exp) - Math.floor(Date.now() / 1000)));
  return rawResponse({
    statusCode: 200,
    isBase64Encoded: true,
    headers: {
      'content-type': image.contentType,
      'cache-control': `private, max-age=${maxAge}`,
      'x-content-type-options': 'nosniff',
    },
    body: image.body.toString('base64'),
  });
});
