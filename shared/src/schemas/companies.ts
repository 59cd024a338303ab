import * as z from 'zod/mini';

/**
 * A row of the super administrator's Company List (GET /v1/companies). The companies issue adds its details,
 * users and courses tabs; the list already carries what the per-company BreatheHR action needs.
 */
export const ZCompanyListItem = z.object({
  id: z.string(),
  company_name: z.string(),
  state: z.number(),
  state_description: z.string(),
  banding: z.number(),
  total_users: z.number(),
  created_at: z.string(),
  /** Whether the company may use the BreatheHR import now. */
  breathe_enabled: z.boolean(),
  /**
   * Created before BREATHE_CUTOFF_DATE: the spec gives these companies BreatheHR whatever the setting says, so the
   * super administrator's switch has no effect on them.
   */
  breathe_always: z.boolean(),
});
export type TCompanyListItem = z.infer<typeof ZCompanyListItem>;
