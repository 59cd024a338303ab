import * as z from 'zod/mini';

/** Signed image URLs of a stored picture (course thumbnail), one per preset the screens use. */
export const ZImageUrls = z.object({
  key: z.string(),
  small: z.string(),
  medium: z.string(),
  large: z.string(),
  small_new: z.string(),
  thumb: z.string(),
});
export type TImageUrls = z.infer<typeof ZImageUrls>;
