import * as z from 'zod/mini';
import { MAX_PAGE_SIZE } from '../constants/limits';

/** A message's stable code and parameters (rules/message-codes.ts), for clients that show it in another language. */
const ZMessageCode = z.object({ code: z.string(), params: z.optional(z.record(z.string(), z.string())) });

export const ZErrorBody = z.object({
  message: z.string(),
  /** The message's code: its MSG key, a field rule's (`field.required`), else the error's kind (`NOT_FOUND`). */
  code: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.string())),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** `errors`' messages as codes, field by field in the same order (a message without a code is left out). */
  error_codes: z.optional(z.record(z.string(), z.array(ZMessageCode))),
  request_id: z.optional(z.string()),
});

export const ZMessage = z.object({ message: z.string() });

export const ZPaginationMeta = z.object({
  pagination: z.object({
    total: z.number(),
    count: z.optional(z.number()),
    per_page: z.number(),
    current_page: z.number(),
    total_pages: z.number(),
    links: z.object({ next: z.optional(z.string()), previous: z.optional(z.string()) }),
  }),
});
export type TPaginationMeta = z.infer<typeof ZPaginationMeta>;

export function one<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: item, message: z.optional(z.string()) });
}

export function list<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), meta: ZPaginationMeta });
}

/** `?limit=`: -1 (all) and the spec's huge limits are capped at MAX_PAGE_SIZE. */
export const ZPageLimit = z.optional(
  z.pipe(
    z.string().check(z.regex(/^-?\d+$/, 'The limit must be a number.')),
    z.transform((value) => {
      const n = Number(value);
      return n <= 0 ? MAX_PAGE_SIZE : Math.min(n, MAX_PAGE_SIZE);
    }),
  ),
);

/** `?page&limit&orderBy&sortedBy&search&include`; -1 (all) and the spec's huge limits are capped. */
export const ZPageQuery = z.object({
  page: z.optional(z.pipe(z.string().check(z.regex(/^\d+$/, 'The page must be a number.')), z.transform(Number))),
  limit: ZPageLimit,
  orderBy: z.optional(z.string().check(z.maxLength(64))),
  sortedBy: z.optional(z.enum(['asc', 'desc'])),
  search: z.optional(z.string().check(z.maxLength(500))),
  include: z.optional(z.string().check(z.maxLength(500))),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** Parses the spec's `search=field:text;field:text` into a map. */
export function parseSearch(search: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!search) return out;
  for (const part of search.split(';')) {
    const idx = part.indexOf(':');
    if (idx <= 0) continue;
    const text = part.slice(idx + 1).trim();
    if (text) out[part.slice(0, idx).trim()] = text;
  }
  return out;
}
