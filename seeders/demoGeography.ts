import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { DEMO_ORGANIZATION_NAMES } from './people/organizations';

/**
 * Districts and points of the demo records (npm run seed:demo, issue 32): every demo activity with
 * a place (events, visit offers, projects, tasks, vacancies that are not online, nationwide or
 * remote) and every demo organization gets a district of its region and a point near that
 * district's centre; demo volunteers and initiative groups get a district. So the map of Tashkent
 * shows clusters, Tashkent's activities, organizations and groups share six districts; elsewhere
 * two records in three are in the regional centre (each region's first district), the rest in the
 * next few districts. Every choice is a hash of the record's own text (title, name, e-mail): the
 * same demo gives the same map on every machine. A point is the district's centre moved by up to
 * JITTER_KM in a hashed direction. Idempotent: only records without a district are touched, so an
 * organizer's or an admin's choice stays. Demo records: those of demo accounts (…@demo.hashar.uz),
 * of their organizations (and the directory's demo organizations, by name) and of the groups they lead.
 * Literal values only.
 */

/** Tashkent's six districts where the demo places its activities, organizations and groups. */
export const TASHKENT_CLUSTER = ['chilanzar', 'yunusabad', 'mirzo-ulugbek', 'yakkasaray', 'shaykhantakhur', 'mirabad'].map(
  (slug) => `tashkent-city.${slug}`,
);

/** Places a demo title names that are no district's name: their real district. */
const NAMED_PLACES: Record<string, string> = {
  'Субботник в парке Бабура': 'tashkent-city.yakkasaray',
  'Субботник на набережной Анхора': 'tashkent-city.shaykhantakhur',
};

/**
 * Whether a title names the district (one of its names or other spellings, declined: «Юнусабада»,
 * «в Намангане»; not an adjective such as «Самаркандская область»).
 */
const names = (label: string, district: District) =>
  district.aliases.some(
    (alias) =>
      alias.length >= 4 &&
      new RegExp(`(^|[^\\p{L}])${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\p{L}{0,2}($|[^\\p{L}])`, 'iu').test(label),
  );

/** How far (km) a point may be from its district's centre. */
export const JITTER_KM = 1.5;

const DEMO_USER = `(SELECT id FROM users WHERE email LIKE '%@demo.hashar.uz')`;
/** $1: the demo organizations' names (the directory-only ones have no staff). */
const DEMO_ORG = `(SELECT s.organization_id FROM organization_staff s JOIN users u ON u.id = s.user_id WHERE u.email LIKE '%@demo.hashar.uz'
                    UNION ALL SELECT id FROM organizations WHERE name = ANY($1::text[]))`;
const DEMO_GROUP = `(SELECT m.group_id FROM initiative_group_members m JOIN users u ON u.id = m.user_id
                      WHERE m.role = 'leader' AND u.email LIKE '%@demo.hashar.uz')`;
const DEMO_ACTIVITY = `(x.created_by IN ${DEMO_USER} OR x.organization_id IN ${DEMO_ORG} OR x.owner_user_id IN ${DEMO_USER}
  OR x.owner_group_id IN ${DEMO_GROUP})`;

/** A table whose demo rows get a district: which rows, the text their choice is hashed from, and whether they get a point. */
interface Target {
  table: string;
  /** The rows with a place (x: the table). */
  where: string;
  label: string;
  point: boolean;
  /** Volunteers live everywhere; the rest of Tashkent's records gather in TASHKENT_CLUSTER. */
  everywhere?: boolean;
}

const TARGETS: Target[] = [
  { table: 'events', where: `NOT x.is_online AND ${DEMO_ACTIVITY}`, label: 'title_ru', point: true },
  { table: 'visit_options', where: DEMO_ACTIVITY, label: 'title_ru', point: true },
  { table: 'projects', where: `NOT x.is_nationwide AND ${DEMO_ACTIVITY}`, label: 'title_ru', point: true },
  { table: 'tasks', where: `NOT x.is_online AND ${DEMO_ACTIVITY}`, label: 'title_ru', point: true },
  { table: 'vacancies', where: `NOT x.is_remote AND ${DEMO_ACTIVITY}`, label: 'title_ru', point: true },
  { table: 'organizations', where: `x.id IN ${DEMO_ORG}`, label: 'name', point: true },
  { table: 'initiative_groups', where: `(x.id IN ${DEMO_GROUP} OR x.created_by IN ${DEMO_USER})`, label: 'name_ru', point: false },
  {
    table: 'users',
    where: `x.role IN ('volon', 'trainee') AND x.email LIKE '%@demo.hashar.uz'`,
    label: 'email',
    point: false,
    everywhere: true,
  },
];

interface District {
  id: number;
  key: string;
  regionId: number;
  aliases: string[];
  lat: number | null;
  lng: number | null;
}

/** FNV-1a, 32 bits: a stable number from a text. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The district of a record: the one its title names, else Tashkent's cluster, or the regional centre two times in three. */
export function pickDistrict(districts: readonly District[], label: string, everywhere = false): District | undefined {
  const named = districts.find((d) => d.key === NAMED_PLACES[label]) ?? districts.find((d) => names(label, d));
  if (named) return named;
  const h = hash(label);
  if (everywhere || districts.length < 2) return districts[h % districts.length];
  const cluster = districts.filter((d) => TASHKENT_CLUSTER.includes(d.key));
  if (cluster.length) return cluster[h % cluster.length];
  const near = districts.slice(1, 5);
  return h % 3 < 2 ? districts[0] : near[(h >>> 8) % near.length];
}

/** A point up to JITTER_KM from the centre, uniform over the disc, in a direction and distance hashed from the label. */
export function jitter(centre: { lat: number; lng: number }, label: string): { lat: number; lng: number } {
  const angle = ((hash(`${label}:angle`) % 3600) / 3600) * 2 * Math.PI;
  const km = Math.sqrt((hash(`${label}:distance`) % 1000) / 1000) * JITTER_KM;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    lat: round(centre.lat + (km * Math.cos(angle)) / 111.32),
    lng: round(centre.lng + (km * Math.sin(angle)) / (111.32 * Math.cos((centre.lat * Math.PI) / 180))),
  };
}

/** Gives one table's demo rows (with a region, without a district) their district and point; returns how many. */
async function placeRows(sequelize: Sequelize, t: Transaction, target: Target, byRegion: Map<number, District[]>): Promise<number> {
  const rows = await sequelize.query<{ id: number; regionId: number; label: string }>(
    `SELECT x.id, x.region_id AS "regionId", COALESCE(x.${target.label}, '') AS label FROM ${target.table} x
      WHERE x.region_id IS NOT NULL AND x.district_id IS NULL AND ${target.where} ORDER BY x.id`,
    { bind: target.where.includes('$1') ? [DEMO_ORGANIZATION_NAMES] : [], type: QueryTypes.SELECT, transaction: t },
  );
  const ids: number[] = [];
  const districtIds: number[] = [];
  const lats: (number | null)[] = [];
  const lngs: (number | null)[] = [];
  for (const row of rows) {
    const district = pickDistrict(byRegion.get(row.regionId) ?? [], row.label, target.everywhere);
    if (!district) continue;
    const centre = district.lat !== null && district.lng !== null ? { lat: district.lat, lng: district.lng } : null;
    const point = target.point && centre ? jitter(centre, `${target.table}:${row.label}`) : null;
    ids.push(row.id);
    districtIds.push(district.id);
    lats.push(point?.lat ?? null);
    lngs.push(point?.lng ?? null);
  }
  if (!ids.length) return 0;
  const pointSet = target.point ? ', lat = v.lat, lng = v.lng' : '';
  await sequelize.query(
    `UPDATE ${target.table} x SET district_id = v.district_id${pointSet}
       FROM unnest($1::int[], $2::int[], $3::float8[], $4::float8[]) AS v(id, district_id, lat, lng) WHERE x.id = v.id`,
    { bind: [ids, districtIds, lats, lngs], transaction: t },
  );
  return ids.length;
}

/** Places every demo record that has none yet; returns how many rows of each table got a district. */
export async function seedDemoGeography(sequelize: Sequelize): Promise<Record<string, number>> {
  return sequelize.transaction(async (t) => {
    const districts = await sequelize.query<District>(
      `SELECT id, key, region_id AS "regionId", aliases, lat::float8 AS lat, lng::float8 AS lng FROM districts
        WHERE is_active ORDER BY region_id, sort_order, id`,
      { type: QueryTypes.SELECT, transaction: t },
    );
    const byRegion = new Map<number, District[]>();
    for (const d of districts) byRegion.set(d.regionId, [...(byRegion.get(d.regionId) ?? []), d]);
    const placed: Record<string, number> = {};
    for (const target of TARGETS) placed[target.table] = await placeRows(sequelize, t, target, byRegion);
    return placed;
  });
}
