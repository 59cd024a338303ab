import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { certificateEntity } from '../../platform/db/entities/certificate';
import type { TTransactWrite } from '../../platform/db/transactions';

export type TCertificateItem = FormattedItem<ReturnType<typeof certificateEntity>>;

/** Part of the transaction that stores the certificate on the enrolment; an id is never reused. */
export function certificatePutWrite(item: TCertificateItem): TTransactWrite {
  return certificateEntity()
    .build(PutTransaction)
    .item(item)
    .options({ condition: { attr: 'certificate_id', exists: false } });
}

export async function findCertificate(certificateId: string): Promise<TCertificateItem | undefined> {
  const { Item } = await certificateEntity().build(GetItemCommand).key({ certificate_id: certificateId }).send();
  return Item;
}

/** Part of the transaction that stores a newer cycle's certificate: the previous cycle's is marked superseded. */
export function certificateSupersedeWrite(certificateId: string, at: string): TTransactWrite {
  return certificateEntity()
    .build(UpdateTransaction)
    .item({ certificate_id: certificateId, superseded_at: at })
    .options({ condition: { attr: 'certificate_id', exists: true } });
}
