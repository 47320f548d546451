import type { QueryInterface } from 'sequelize';

/**
 * Every uploaded file gets a row: who uploaded it (an upload belongs to its uploader, and counts
 * against their storage quota), what it is, its size, and when it was first attached to
 * something (files never attached are swept after a day). Files already in use are recorded as
 * attached: event and visit covers and event documents (owned by the activity's author),
 * banners, tours, partner logos and organization logos (no owner). Covers and images of old
 * rows count 0 bytes (their size was never stored). Self-contained: literal values only.
 */
const SQL = `
CREATE TABLE uploads (
  id bigserial PRIMARY KEY,
  key varchar(300) NOT NULL UNIQUE,
  owner_id integer REFERENCES users(id) ON DELETE SET NULL,
  kind varchar(32) NOT NULL,
  mime varchar(200) NOT NULL,
  bytes bigint NOT NULL DEFAULT 0 CHECK (bytes >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  attached_at timestamptz
);
CREATE INDEX uploads_owner_idx ON uploads (owner_id);
CREATE INDEX uploads_unattached_idx ON uploads (created_at) WHERE attached_at IS NULL;

INSERT INTO uploads (key, owner_id, kind, mime, bytes, attached_at)
SELECT DISTINCT ON (d.file_key) d.file_key, e.created_by, 'document', d.mime_type, d.size, now()
  FROM event_documents d JOIN events e ON e.id = d.event_id
 ORDER BY d.file_key, d.id
ON CONFLICT (key) DO NOTHING;

INSERT INTO uploads (key, owner_id, kind, mime, attached_at)
SELECT DISTINCT ON (k) k, created_by, 'eventCover', CASE WHEN k LIKE '%.png' THEN 'image/png' ELSE 'image/jpeg' END, now()
  FROM (SELECT regexp_replace(cover, '^/uploads/', '') AS k, created_by, id FROM events WHERE cover IS NOT NULL
        UNION ALL
        SELECT regexp_replace(cover, '^/uploads/', ''), created_by, id FROM visit_options WHERE cover IS NOT NULL) c
 ORDER BY k, id
ON CONFLICT (key) DO NOTHING;

INSERT INTO uploads (key, kind, mime, attached_at)
SELECT DISTINCT k, split_part(k, '/', 1),
       CASE WHEN k LIKE '%.png' THEN 'image/png' WHEN k LIKE '%.svg' THEN 'image/svg+xml' ELSE 'image/jpeg' END, now()
  FROM (SELECT regexp_replace(image_url, '^/uploads/', '') AS k FROM banners WHERE image_url LIKE '/uploads/%'
        UNION ALL SELECT regexp_replace(image_url, '^/uploads/', '') FROM tours WHERE image_url LIKE '/uploads/%'
        UNION ALL SELECT regexp_replace(logo_url, '^/uploads/', '') FROM partners WHERE logo_url LIKE '/uploads/%'
        UNION ALL SELECT regexp_replace(logo, '^/uploads/', '') FROM organizations WHERE logo LIKE '/uploads/%') c
ON CONFLICT (key) DO NOTHING;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
