import { platformFigures } from '../../core/people/companies/platform-figures';
import { defineHandler } from '../../core/platform/http/define-handler';

export const handler = defineHandler('companies.figures', async () => ({ data: await platformFigures() }));
