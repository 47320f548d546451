import type { Sequelize } from 'sequelize';

/** The read replica of each primary connection (DATABASE_READ_URL), when one is set. */
const replicas = new WeakMap<Sequelize, Sequelize>();

/** Sends the anonymous public list reads of `primary` to `replica` from now on. */
export function attachReadReplica(primary: Sequelize, replica: Sequelize): void {
  replicas.set(primary, replica);
}

/**
 * Where a public list read goes: the replica for an anonymous caller (the answer is the same for
 * everyone, and a replica's lag of a second is harmless there); the primary for a signed-in one,
 * whose list shows their own facts and must see their own writes. Without a replica: the primary.
 */
export function listReader(primary: Sequelize, user?: unknown): Sequelize {
  return user ? primary : (replicas.get(primary) ?? primary);
}
