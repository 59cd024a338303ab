import * as z from 'zod/mini';

/** Detail of `company.registered` (DETAIL_TYPE.COMPANY_REGISTERED). */
export const ZCompanyRegisteredDetail = z.object({
  company_id: z.string().check(z.minLength(1)),
  user_id: z.string().check(z.minLength(1)),
});
export type TCompanyRegisteredDetail = z.infer<typeof ZCompanyRegisteredDetail>;
