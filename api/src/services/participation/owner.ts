/**
 * The owner columns (policies/ownership.ts OwnerRow) of the event `e` or visit offer `v` a
 * session belongs to (sql.ts ACTIVITY_OF_SESSION), for the ownership policy.
 */
export const OWNER_COLUMNS = `COALESCE(e.organization_id, v.organization_id) AS organization_id,
  COALESCE(e.owner_user_id, v.owner_user_id) AS owner_user_id, COALESCE(e.owner_group_id, v.owner_group_id) AS owner_group_id`;
