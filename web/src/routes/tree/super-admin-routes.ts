import { screenRoute, staffPage } from './screen-route';

const dashboard = screenRoute('/super-admin/dashboard', staffPage('/super-admin/dashboard'));
const companies = screenRoute('/super-admin/companies', staffPage('/super-admin/companies'));
const company = screenRoute('/super-admin/company/$id', staffPage('/super-admin/company/$id'));
/** The platform's own audit log (issue 31); each company's is a tab of its details. */
const auditLog = screenRoute('/super-admin/audit-log', staffPage('/super-admin/audit-log'));

/** The super administrator's screens: the platform dashboard, the Company List, one company's details, the audit log. */
export const superAdminRoutes = [dashboard, companies, company, auditLog] as const;
