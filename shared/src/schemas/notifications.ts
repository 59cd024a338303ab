import * as z from 'zod/mini';

export const ZNotification = z.object({
  id: z.string(),
  title: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  data: z.object({
    notification_type: z.number(),
    course_id: z.optional(z.string()),
    channel_id: z.optional(z.string()),
  }),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZUnreadCount = z.object({ data: z.object({ count: z.number() }) });
