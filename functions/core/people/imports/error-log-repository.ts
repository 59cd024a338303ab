import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { ERROR_LOG_TTL_DAYS, type TErrorLog, type TErrorLogContainer, type TImportRowError } from '@skillway/shared';
import { ulidTime } from '../../platform/crypto/tokens';
import { errorLogEntity } from '../../platform/db/entities/error-log';
import { batchWriteAll } from '../../platform/db/batch-write';
import { keys } from '../../platform/db/keys';
import { SkillwayTable } from '../../platform/db/table';

export type TErrorLogItem = FormattedItem<ReturnType<typeof errorLogEntity>>;

/**
 * Writes one error log per failed row of an import, with a TTL. Ids sort by time (the newest import first); within
 * an import the suffix counts down, so a newest-first read still lists an import's rows in file order.
 */
export async function writeErrorLogs(
  companyId: string,
  container: TErrorLogContainer,
  input: { importId: string; source: string; fileName?: string; errors: readonly TImportRowError[] },
  nowMs = Date.now(),
): Promise<void> {
  const ttl = Math.floor(nowMs / 1000) + ERROR_LOG_TTL_DAYS * 24 * 60 * 60;
  const count = input.errors.length;
  const requests = input.errors.map((error, index) =>
    errorLogEntity()
      .build(BatchPutRequest)
      .item({
        company_id: companyId,
        container,
        log_id: `${ulidTime(nowMs)}${input.importId.slice(0, 8)}${String(count - index).padStart(6, '0')}`,
        source: input.source,
        import_id: input.importId,
        ...(input.fileName ? { file_name: input.fileName.slice(0, 255) } : {}),
        ...(error.row !== null && error.row !== undefined ? { row: error.row } : {}),
        ...(error.email ? { email: error.email.slice(0, 254) } : {}),
        message: error.message.slice(0, 1000),
        ttl,
      }),
  );
  await batchWriteAll(requests);
}

/** The newest `limit` error logs of a company's container (one query). */
export async function listErrorLogs(
  companyId: string,
  container: TErrorLogContainer,
  limit: number,
): Promise<TErrorLogItem[]> {
  const { Items } = await SkillwayTable.build(QueryCommand)
    .entities(errorLogEntity())
    .query({ partition: keys.company(companyId), range: { beginsWith: keys.errorLogsPrefix(container) } })
    .options({ reverse: true, limit })
    .send();
  return Items ?? [];
}

export function presentErrorLog(item: TErrorLogItem): TErrorLog {
  return {
    id: item.log_id,
    container: item.container as TErrorLogContainer,
    source: item.source,
    file_name: item.file_name ?? null,
    row: item.row ?? null,
    email: item.email ?? null,
    message: item.message,
    created_at: item.created_at,
  };
}
