import { extractCatalogues } from './catalogues';

/** `npm run i18n:extract [catalogue…]`: see extractCatalogues (a feature folder's name, `shell` or `spec`). */
const names = process.argv.slice(2);
const written = await extractCatalogues(names);
console.log(`catalogues written: ${written.join(', ') || 'none'}`);
