import { storedFileUrl } from '@hashar/common';
import type { Locale, TaskResultFile } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { Validation } from '../../errors';
import { translate } from '../../i18n';
import { exec, run } from '../../lists';

/** Storage kind (uploads.kind) of a result's files: UPLOAD_LIMITS.taskResult. */
export const RESULT_UPLOAD_KIND = 'taskResult';

/**
 * The files of a result: each key must be the performer's own `taskResult` upload (else 400 on
 * `files`); they are marked attached so the orphan sweep keeps them.
 */
export async function claimResultFiles(
  sequelize: Sequelize,
  userId: number,
  files: readonly { key: string; name?: string }[],
  locale: Locale,
  transaction: Transaction,
): Promise<TaskResultFile[]> {
  if (!files.length) return [];
  const keys = [...new Set(files.map((f) => f.key))];
  const rows = await run<{ key: string; mime: string; bytes: string }>(
    sequelize,
    `SELECT key, mime, bytes FROM uploads WHERE key = ANY($1::text[]) AND owner_id = $2 AND kind = $3 FOR UPDATE`,
    [keys, userId, RESULT_UPLOAD_KIND],
    transaction,
  );
  const found = new Map(rows.map((r) => [r.key, r]));
  if (found.size !== keys.length) throw Validation({ files: translate(locale, 'task_file_unknown') });
  await exec(sequelize, 'UPDATE uploads SET attached_at = now() WHERE key = ANY($1::text[]) AND attached_at IS NULL', [keys], transaction);
  // Every key was found (the sizes match and the query took only these keys): none is left out.
  return keys.flatMap((key) => {
    const row = found.get(key);
    if (!row) return [];
    const name = files.find((f) => f.key === key)?.name?.trim();
    return [{ key, url: storedFileUrl(key), name: name || key.slice(key.lastIndexOf('/') + 1), type: row.mime, size: Number(row.bytes) }];
  });
}
