import { validationMessage, type Locale, type SessionInput } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { HttpError, Validation } from '../../errors';
import { translate } from '../../i18n';
import { VisitSession } from '../../models';
import type { ApiActivityKind as ActivityKind } from '../../activities/types';
import { exec, run } from '../../lists';
import { sumHeldPlaces } from '../../activities/core/places';

interface ExistingSession {
  id: number;
  title: string | null;
  applications: number;
  taken: number;
}

/** The activity's sessions, locked, with how many applications each has and how many places they hold. */
async function lockedSessions(
  sequelize: Sequelize,
  column: string,
  activityId: number,
  transaction: Transaction,
): Promise<Map<number, ExistingSession>> {
  await run(sequelize, `SELECT id FROM visit_sessions WHERE ${column} = $1 FOR UPDATE`, [activityId], transaction);
  const rows = await run<ExistingSession>(
    sequelize,
    `SELECT s.id, s.title_ru AS title, count(ap.id)::int AS applications, ${sumHeldPlaces('ap')} AS taken
       FROM visit_sessions s LEFT JOIN applications ap ON ap.session_id = s.id
      WHERE s.${column} = $1 GROUP BY s.id`,
    [activityId],
    transaction,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Makes the activity's sessions what the input lists: an id keeps (and updates) a session, a
 * missing one is removed — 409 when it has applications — and new ones are added. A capacity
 * never drops below the places already taken.
 */
export async function syncSessions(
  sequelize: Sequelize,
  kind: ActivityKind,
  activityId: number,
  input: SessionInput[],
  locale: Locale,
  transaction: Transaction,
): Promise<void> {
  if (!kind.session) return;
  const existing = await lockedSessions(sequelize, kind.session.column, activityId, transaction);
  const fields: Record<string, string> = {};
  input.forEach((s, i) => {
    if (s.id === undefined || s.id === null) return;
    const found = existing.get(s.id);
    if (!found) fields[`sessions[${i}].id`] = validationMessage(locale, 'choice');
    else if (s.capacity < found.taken)
      fields[`sessions[${i}].capacity`] = translate(locale, 'capacity_below_taken', { taken: found.taken });
  });
  if (Object.keys(fields).length) throw Validation(fields);
  const kept = new Set(input.map((s) => s.id).filter((id): id is number => typeof id === 'number'));
  const removed = [...existing.values()].filter((s) => !kept.has(s.id));
  const blocked = removed.find((s) => s.applications > 0);
  if (blocked) throw new HttpError(409, 'conflict', 'session_has_applications', { title: blocked.title ?? `#${blocked.id}` });
  if (removed.length)
    await exec(sequelize, 'DELETE FROM visit_sessions WHERE id = ANY($1::int[])', [removed.map((s) => s.id)], transaction);
  const owner = { eventId: null, visitOptionId: null, [kind.session.attribute]: activityId };
  for (const s of input) {
    const values = {
      titleRu: s.titleRu ?? null,
      titleUz: s.titleUz ?? null,
      startsAt: new Date(s.startsAt),
      endsAt: new Date(s.endsAt),
      capacity: s.capacity,
    };
    if (s.id)
      await exec(
        sequelize,
        `UPDATE visit_sessions SET title_ru = $2, title_uz = $3, starts_at = $4, ends_at = $5, capacity = $6, updated_at = $7 WHERE id = $1`,
        [s.id, values.titleRu, values.titleUz, values.startsAt, values.endsAt, values.capacity, new Date()],
        transaction,
      );
    else await VisitSession.create({ ...owner, ...values }, { transaction });
  }
}
