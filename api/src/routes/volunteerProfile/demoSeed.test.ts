import { toTashkentDateInput, volunteerProfileProblems } from '@hashar/common';
import { seedDemo } from '../../../../seeders/demo';
import { seedDemoVolunteerProfiles } from '../../../../seeders/people/volunteers';
import { useTestApp } from '../../test/app';

jest.setTimeout(120_000);

describe('demo volunteers profiles (seeders/people/volunteers.ts)', () => {
  const ctx = useTestApp();

  it('fills the three demo volunteers once, listed, with their directions and pro bono categories', async () => {
    const db = ctx.db.sequelize;
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    expect(await seedDemoVolunteerProfiles(db, { uploadsDir: '' })).toEqual({ volunteerProfiles: 3 });
    expect(await seedDemoVolunteerProfiles(db, { uploadsDir: '' })).toEqual({ volunteerProfiles: 0 });
    const [rows] = await db.query(
      `SELECT u.email, vp.is_listed, vp.is_probono, (SELECT count(*) FROM volunteer_directions d WHERE d.user_id = u.id)::int AS dirs,
              (SELECT count(*) FROM volunteer_probono_directions d WHERE d.user_id = u.id)::int AS probono
         FROM users u JOIN volunteer_profiles vp ON vp.user_id = u.id WHERE u.email LIKE '%@demo.hashar.uz' AND u.role = 'volon' ORDER BY u.email`,
    );
    expect(rows).toEqual([
      { email: 'probono@demo.hashar.uz', is_listed: true, is_probono: true, dirs: 3, probono: 3 },
      { email: 'volontyor@demo.hashar.uz', is_listed: true, is_probono: false, dirs: 3, probono: 0 },
      { email: 'volunteer@demo.hashar.uz', is_listed: true, is_probono: false, dirs: 3, probono: 0 },
    ]);
  });

  it('the seeded values pass the rules the form and the API check', async () => {
    const [profiles] = await ctx.db.sequelize.query(
      `SELECT vp.first_name AS "firstName", vp.last_name AS "lastName", vp.middle_name AS "middleName", vp.no_middle_name AS "noMiddleName",
              vp.birth_date::text AS "birthDate", vp.sex, vp.phone, vp.tags, vp.languages, vp.skills, vp.passport_series AS "passportSeries",
              vp.tax_number AS "taxNumber", vp.clothing_size AS "clothingSize", vp.shoe_size AS "shoeSize", vp.about, vp.education, vp.work,
              vp.certificates, vp.courses, vp.citizenship, vp.registration_address AS "registrationAddress",
              vp.residence_address AS "residenceAddress", vp.vaccination, vp.disability_group AS "disabilityGroup"
         FROM volunteer_profiles vp JOIN users u ON u.id = vp.user_id WHERE u.email LIKE '%@demo.hashar.uz'`,
    );
    expect(profiles).toHaveLength(3);
    for (const p of profiles as Record<string, unknown>[]) {
      expect(volunteerProfileProblems({ probonoDirectionIds: [], ...p } as never, toTashkentDateInput(new Date()))).toEqual({});
    }
  });
});
