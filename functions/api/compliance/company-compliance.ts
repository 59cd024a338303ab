import { defineHandler } from '../../core/platform/http/define-handler';
import { requireCustomerCompany } from '../../core/people/companies/company-admin';
import { companyComplianceSummary } from '../../core/oversight/compliance/compliance-summary';

export const handler = defineHandler('compliance.company', async ({ params }) => {
  // Another id than a customer company's (the platform's own, or none) is 404, as for the company's details.
  const company = await requireCustomerCompany(params.id);
  return { data: await companyComplianceSummary(company.company_id) };
});
