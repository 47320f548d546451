import { DataTypes, literal, type QueryInterface } from 'sequelize';

/**
 * Back office: banners, onboarding tour slides, partners (public footer), the audit log of
 * admin changes, and an index for every sort and filter the admin lists offer.
 * Self-contained: literal values only.
 */

const now = { type: DataTypes.DATE, allowNull: false, defaultValue: literal('CURRENT_TIMESTAMP') };
const timestamps = { created_at: now, updated_at: now };
const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true };
const sortOrder = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };
const isActive = { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true };

const REFERENCE_TABLES = ['regions', 'directions', 'task_categories', 'probono_directions', 'volunteer_types'];

/** Single-column indexes named <table>_<column>_idx. */
const SORT_AND_FILTER_INDEXES: Record<string, string[]> = {
  users: ['name', 'last_login_at', 'is_active', 'is_verified', 'is_blocked', 'locale'],
  ...Object.fromEntries(REFERENCE_TABLES.map((t) => [t, ['name_ru', 'name_uz', 'is_active']])),
  banners: ['title_ru', 'sort_order', 'starts_at', 'ends_at', 'is_active'],
  tours: ['title_ru', 'sort_order', 'is_active'],
  partners: ['name', 'sort_order', 'is_active'],
  audit_log: ['created_at'],
};

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  const q = queryInterface;
  await q.sequelize.transaction(async (transaction) => {
    const opts = { transaction };
    await q.createTable(
      'banners',
      {
        id,
        kind: { type: DataTypes.STRING(16), allowNull: false },
        title_ru: { type: DataTypes.STRING(200), allowNull: false },
        title_uz: { type: DataTypes.STRING(200), allowNull: false },
        image_url: { type: DataTypes.STRING(500), allowNull: false },
        link: { type: DataTypes.STRING(500), allowNull: true },
        sort_order: sortOrder,
        starts_at: { type: DataTypes.DATE, allowNull: true },
        ends_at: { type: DataTypes.DATE, allowNull: true },
        is_active: isActive,
        ...timestamps,
      },
      opts,
    );
    await q.sequelize.query(
      `ALTER TABLE banners
         ADD CONSTRAINT banners_kind_known CHECK (kind IN ('main','advertising')),
         ADD CONSTRAINT banners_period_ordered CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at >= starts_at)`,
      opts,
    );
    await q.addIndex('banners', ['kind', 'sort_order'], { name: 'banners_kind_sort_order_idx', ...opts });

    await q.createTable(
      'tours',
      {
        id,
        title_ru: { type: DataTypes.STRING(200), allowNull: false },
        title_uz: { type: DataTypes.STRING(200), allowNull: false },
        text_ru: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        text_uz: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        image_url: { type: DataTypes.STRING(500), allowNull: true },
        sort_order: sortOrder,
        is_active: isActive,
        ...timestamps,
      },
      opts,
    );

    await q.createTable(
      'partners',
      {
        id,
        name: { type: DataTypes.STRING(200), allowNull: false },
        logo_url: { type: DataTypes.STRING(500), allowNull: false },
        link: { type: DataTypes.STRING(500), allowNull: true },
        sort_order: sortOrder,
        is_active: isActive,
        ...timestamps,
      },
      opts,
    );

    await q.createTable(
      'audit_log',
      {
        id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
        user_email: { type: DataTypes.STRING(254), allowNull: false },
        action: { type: DataTypes.STRING(32), allowNull: false },
        resource: { type: DataTypes.STRING(32), allowNull: false },
        record_id: { type: DataTypes.INTEGER, allowNull: true },
        before: { type: DataTypes.JSONB, allowNull: true },
        after: { type: DataTypes.JSONB, allowNull: true },
        created_at: now,
      },
      opts,
    );
    for (const column of ['resource', 'user_id', 'action']) {
      await q.addIndex('audit_log', [column, 'created_at'], { name: `audit_log_${column}_created_idx`, ...opts });
    }
    await q.addIndex('audit_log', ['resource', 'record_id'], { name: 'audit_log_record_idx', ...opts });

    for (const [table, columns] of Object.entries(SORT_AND_FILTER_INDEXES)) {
      for (const column of columns) {
        await q.addIndex(table, [column], { name: `${table}_${column}_idx`, ...opts });
      }
    }
  });
}
