import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { greatCircleKm } from '@hashar/common';
import { seedDemo } from '../../../seeders/demo';
import { seedDemoActivities } from '../../../seeders/demoActivities';
import { seedDemoEvents } from '../../../seeders/demoEvents';
import { JITTER_KM, TASHKENT_CLUSTER, jitter, seedDemoGeography } from '../../../seeders/demoGeography';
import { seedDemoPeople } from '../../../seeders/demoPeople';
import { run } from '../lists';
import { organizationAccount } from '../test/activities';
import { useTestApp } from '../test/app';

// Seeding the demo records on a busy two-core machine.
jest.setTimeout(300_000);

/** A placed row: its table, title, region, district (with its region and centre) and point. */
interface Placed {
  kind: string;
  title: string;
  online: boolean;
  region: string | null;
  district: string | null;
  districtRegion: string | null;
  centreLat: number | null;
  centreLng: number | null;
  lat: number | null;
  lng: number | null;
}

/** Every activity and organization with its place (online: no physical address). */
const PLACES = `
  WITH rows AS (
    SELECT 'event' AS kind, title_ru AS title, is_online AS online, region_id, district_id, lat, lng, created_by, organization_id FROM events
    UNION ALL SELECT 'visit', title_ru, false, region_id, district_id, lat, lng, created_by, organization_id FROM visit_options
    UNION ALL SELECT 'project', title_ru, is_nationwide, region_id, district_id, lat, lng, created_by, organization_id FROM projects
    UNION ALL SELECT 'task', title_ru, is_online, region_id, district_id, lat, lng, created_by, organization_id FROM tasks
    UNION ALL SELECT 'vacancy', title_ru, is_remote, region_id, district_id, lat, lng, created_by, organization_id FROM vacancies
    UNION ALL SELECT 'organization', name, false, region_id, district_id, lat, lng, NULL, id FROM organizations
  )
  SELECT x.kind, x.title, x.online OR x.region_id IS NULL AS online, r.key AS region, d.key AS district, dr.key AS "districtRegion",
         d.lat::float8 AS "centreLat", d.lng::float8 AS "centreLng", x.lat, x.lng
    FROM rows x LEFT JOIN regions r ON r.id = x.region_id LEFT JOIN districts d ON d.id = x.district_id
    LEFT JOIN regions dr ON dr.id = d.region_id
   ORDER BY x.kind, x.title`;

describe('npm run seed:demo: districts and points', () => {
  const ctx = useTestApp();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-demo-geo-'));
  afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

  it('places every demo activity and organization with an address near the centre of a district of its region, Tashkent in clusters', async () => {
    const db = ctx.db.sequelize;
    // An organization that is not the demo's: its place is its own business.
    const outsider = await organizationAccount(ctx.app, ctx.db, 'Чужая организация');
    await db.query(`UPDATE organizations SET region_id = (SELECT id FROM regions WHERE key = 'tashkent-city') WHERE id = $1`, {
      bind: [outsider.organizationId],
    });
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    await seedDemoEvents(db);
    await seedDemoActivities(db, { uploadsDir });
    await seedDemoPeople(db, { uploadsDir });
    const placed = await seedDemoGeography(db);
    expect(placed['events']).toBeGreaterThan(10);
    for (const table of ['visit_options', 'projects', 'tasks', 'vacancies', 'organizations', 'initiative_groups', 'users'])
      expect(placed[table]).toBeGreaterThan(0);

    const rows = (await run<Placed>(db, PLACES, [])).filter((r) => r.title !== 'Чужая организация');
    const physical = rows.filter((r) => !r.online);
    expect(physical.length).toBeGreaterThan(30);
    for (const row of physical) {
      const where = `${row.kind} «${row.title}»`;
      expect([where, row.districtRegion]).toEqual([where, row.region]);
      expect([where, row.lat === null]).toEqual([where, false]);
      const km = greatCircleKm({ lat: row.lat!, lng: row.lng! }, { lat: row.centreLat!, lng: row.centreLng! });
      expect([where, km <= JITTER_KM + 0.01]).toEqual([where, true]);
    }
    // Online, nationwide and remote ones have neither.
    const online = rows.filter((r) => r.online);
    expect(online.length).toBeGreaterThan(3);
    expect(online.filter((r) => r.district !== null || r.lat !== null)).toEqual([]);

    // Tashkent's activities gather in a few districts, several in each: clusters on the map.
    const tashkent = physical.filter((r) => r.region === 'tashkent-city' && r.kind !== 'organization');
    expect(tashkent.length).toBeGreaterThanOrEqual(8);
    const perDistrict = new Map<string, number>();
    for (const r of tashkent) perDistrict.set(r.district!, (perDistrict.get(r.district!) ?? 0) + 1);
    expect([...perDistrict.keys()].every((key) => TASHKENT_CLUSTER.includes(key))).toBe(true);
    expect([...perDistrict.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(2);
    // A title naming a place is in that place's district.
    expect(tashkent.find((r) => r.title === 'Субботник в парке Бабура')).toMatchObject({ district: 'tashkent-city.yakkasaray' });

    // The organization that is not the demo's keeps no district.
    const [own] = await run<{ district_id: number | null; lat: number | null }>(
      db,
      'SELECT district_id, lat FROM organizations WHERE id = $1',
      [outsider.organizationId],
    );
    expect(own).toEqual({ district_id: null, lat: null });

    // Demo volunteers and groups with a region have a district of it.
    const [people] = await run<{ volunteers: number; placed: number; groups: number; groupsPlaced: number; wrong: number }>(
      db,
      `SELECT count(*) FILTER (WHERE u.role IN ('volon', 'trainee'))::int AS volunteers,
              count(*) FILTER (WHERE u.role IN ('volon', 'trainee') AND u.district_id IS NOT NULL)::int AS placed,
              (SELECT count(*)::int FROM initiative_groups WHERE region_id IS NOT NULL) AS groups,
              (SELECT count(*)::int FROM initiative_groups g JOIN districts d ON d.id = g.district_id AND d.region_id = g.region_id) AS "groupsPlaced",
              count(*) FILTER (WHERE d.region_id IS DISTINCT FROM u.region_id AND u.district_id IS NOT NULL)::int AS wrong
         FROM users u LEFT JOIN districts d ON d.id = u.district_id
        WHERE u.email LIKE '%@demo.hashar.uz' AND u.region_id IS NOT NULL`,
      [],
    );
    expect(people!.volunteers).toBeGreaterThan(5);
    expect(people).toMatchObject({ placed: people!.volunteers, groupsPlaced: people!.groups, wrong: 0 });

    // Once placed, always the same: a second run changes nothing.
    const again = await seedDemoGeography(db);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
    expect((await run<Placed>(db, PLACES, [])).filter((r) => r.title !== 'Чужая организация')).toEqual(rows);
  });

  it('moves a point by at most JITTER_KM, the same way for the same label', () => {
    const centre = { lat: 41.2756, lng: 69.204 };
    const distances = Array.from({ length: 200 }, (_, i) => greatCircleKm(centre, jitter(centre, `label ${i}`)));
    expect(Math.max(...distances)).toBeLessThanOrEqual(JITTER_KM + 0.001);
    expect(Math.min(...distances)).toBeLessThan(JITTER_KM / 2);
    expect(jitter(centre, 'Субботник')).toEqual(jitter(centre, 'Субботник'));
    expect(jitter(centre, 'Субботник')).not.toEqual(jitter(centre, 'Субботник 2'));
  });
});
