import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { localDnsRecordEntity } from '../../platform/db/entities/sso';

/**
 * The local product's DNS for domain verification: TXT records "published" from the local tools' page `/_local/dns`
 * (infra/local/local-dns-page.ts), since a laptop cannot publish a record on a real domain. Only the local stack
 * writes here, and only domain-txt-records.ts reads it, when the product runs locally.
 */
export async function readLocalTxtRecords(domain: string): Promise<string[]> {
  const { Item } = await localDnsRecordEntity()
    .build(GetItemCommand)
    .key({ domain })
    .options({ consistent: true })
    .send();
  return Item?.txt ?? [];
}

/** Adds one TXT value to a domain (as a DNS host's "add record" does); publishing it twice keeps one. */
export async function publishLocalTxtRecord(domain: string, value: string): Promise<void> {
  const current = await readLocalTxtRecords(domain);
  if (current.includes(value)) return;
  await localDnsRecordEntity()
    .build(PutItemCommand)
    .item({ domain: domain.toLowerCase(), txt: [...current, value] })
    .send();
}
