import type { QueryInterface } from 'sequelize';

/**
 * The volunteer's book (docs/book-api.md): shown on the volunteer's public page only when they
 * choose so; its PDF is a certificate of kind 'book' whose snapshot is the book as printed, resting
 * on every hours record in it (certificate_hours), so a correction of those hours revokes it.
 */
const SQL = `
ALTER TABLE volunteer_profiles ADD COLUMN show_book boolean NOT NULL DEFAULT false;
ALTER TABLE certificates DROP CONSTRAINT certificates_kind_check;
ALTER TABLE certificates ADD CONSTRAINT certificates_kind_check CHECK (kind IN ('activity','year','course','book'));
ALTER TABLE certificates DROP CONSTRAINT certificates_hours_check;
ALTER TABLE certificates ADD CONSTRAINT certificates_hours_check CHECK (hours > 0 OR (kind IN ('course','book') AND hours = 0));
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(SQL);
}

export async function down({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(`
    DELETE FROM certificates WHERE kind = 'book';
    ALTER TABLE certificates DROP CONSTRAINT certificates_hours_check;
    ALTER TABLE certificates ADD CONSTRAINT certificates_hours_check CHECK (hours > 0 OR (kind = 'course' AND hours = 0));
    ALTER TABLE certificates DROP CONSTRAINT certificates_kind_check;
    ALTER TABLE certificates ADD CONSTRAINT certificates_kind_check CHECK (kind IN ('activity','year','course'));
    ALTER TABLE volunteer_profiles DROP COLUMN show_book;
  `);
}
