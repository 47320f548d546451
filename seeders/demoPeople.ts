import type { Sequelize } from 'sequelize';
import { seedDemoVolons } from './people/volons';
import { seedFriends } from './people/friends';
import { seedDemoReviews } from './people/reviews';
import { seedDemoVolunteerProfiles } from './people/volunteers';
import { seedDemoOrganizations } from './people/organizations';
import { seedDemoAvatars } from './people/avatars';
import { seedDemoPartners } from './people/partners';
import { seedDemoVerification } from './people/verification';
import { seedDemoInitiatives } from './people/initiatives';

/** One part of the people demo: adds what is missing, says what it added (0: already there). */
export type PeopleSeeder = (sequelize: Sequelize, options: { uploadsDir: string }) => Promise<Record<string, number>>;

/**
 * Demo profiles, photos, verification, reviews, friendships, partners and initiative groups (npm run seed:demo),
 * after the demo accounts and activities exist. Each part is idempotent and lives in seeders/people/.
 */
const PARTS: PeopleSeeder[] = [
  seedDemoOrganizations,
  seedDemoVolons,
  seedDemoVolunteerProfiles,
  seedFriends,
  seedDemoReviews,
  seedDemoPartners,
  // After every part that adds accounts (the partner's), so each gets its avatar on the first run.
  seedDemoAvatars,
  seedDemoVerification,
  seedDemoInitiatives,
];

/** Runs every part in order; the counts of what each added. */
export async function seedDemoPeople(sequelize: Sequelize, options: { uploadsDir: string }): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const part of PARTS) Object.assign(added, await part(sequelize, options));
  return added;
}
