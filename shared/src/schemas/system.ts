import * as z from 'zod/mini';

export const ZHealth = z.object({
  status: z.literal('ok'),
  checks: z.record(z.string(), z.literal('ok')),
  version: z.string(),
});
