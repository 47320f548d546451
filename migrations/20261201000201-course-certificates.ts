import type { QueryInterface } from 'sequelize';

/**
 * Certificates of a completed course (issue 31): one certificate and verification machinery for
 * hours and courses. A course's certificate names the course (course_id) and certifies no hours
 * (0); its snapshot keeps the course's title, author, completion date and score as they were.
 * A course with certificates is archived, never deleted (like one with completions).
 */
const SQL = `
ALTER TABLE certificates DROP CONSTRAINT certificates_kind_check;
ALTER TABLE certificates ADD CONSTRAINT certificates_kind_check CHECK (kind IN ('activity','year','course'));
ALTER TABLE certificates DROP CONSTRAINT certificates_hours_check;
ALTER TABLE certificates ADD CONSTRAINT certificates_hours_check CHECK (hours > 0 OR (kind = 'course' AND hours = 0));
ALTER TABLE certificates ADD COLUMN course_id integer REFERENCES courses(id) ON DELETE RESTRICT;
ALTER TABLE certificates DROP CONSTRAINT certificates_shape;
ALTER TABLE certificates ADD CONSTRAINT certificates_shape CHECK (
  (kind = 'activity') = (application_id IS NOT NULL) AND (kind = 'year') = (year IS NOT NULL) AND (kind = 'course') = (course_id IS NOT NULL));
CREATE INDEX certificates_course_idx ON certificates (user_id, course_id) WHERE course_id IS NOT NULL;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(SQL);
}

export async function down({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(`
    DELETE FROM certificates WHERE kind = 'course';
    ALTER TABLE certificates DROP CONSTRAINT certificates_shape;
    ALTER TABLE certificates ADD CONSTRAINT certificates_shape
      CHECK ((kind = 'activity') = (application_id IS NOT NULL) AND (kind = 'year') = (year IS NOT NULL));
    ALTER TABLE certificates DROP COLUMN course_id;
    ALTER TABLE certificates DROP CONSTRAINT certificates_hours_check;
    ALTER TABLE certificates ADD CONSTRAINT certificates_hours_check CHECK (hours > 0);
    ALTER TABLE certificates DROP CONSTRAINT certificates_kind_check;
    ALTER TABLE certificates ADD CONSTRAINT certificates_kind_check CHECK (kind IN ('activity','year'));
  `);
}
