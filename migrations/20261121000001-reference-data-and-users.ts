import { DataTypes, literal, type QueryInterface } from 'sequelize';

/**
 * Reference lists (regions, directions, task categories, pro bono directions, volunteer
 * types) and the users table the first admin lives in. Self-contained: literal values only.
 */

const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: literal('CURRENT_TIMESTAMP') },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: literal('CURRENT_TIMESTAMP') },
};

/** Columns shared by the bilingual, admin-managed reference lists. */
const referenceColumns = {
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  key: { type: DataTypes.STRING(64), allowNull: false, unique: true },
  name_ru: { type: DataTypes.STRING(160), allowNull: false },
  name_uz: { type: DataTypes.STRING(160), allowNull: false },
  sort_order: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
  is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
};

const REFERENCE_TABLES = ['regions', 'task_categories', 'probono_directions', 'volunteer_types'];

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  const q = queryInterface;
  await q.sequelize.transaction(async (transaction) => {
    for (const table of REFERENCE_TABLES) {
      await q.createTable(table, { ...referenceColumns, ...timestamps }, { transaction });
      await q.addIndex(table, ['sort_order', 'name_ru'], { name: `${table}_order_idx`, transaction });
    }

    await q.createTable(
      'directions',
      {
        ...referenceColumns,
        icon: { type: DataTypes.STRING(64), allowNull: false },
        color: { type: DataTypes.STRING(7), allowNull: false },
        ...timestamps,
      },
      { transaction },
    );
    await q.addIndex('directions', ['sort_order', 'name_ru'], { name: 'directions_order_idx', transaction });

    await q.createTable(
      'users',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
        password_hash: { type: DataTypes.STRING(255), allowNull: false },
        role: { type: DataTypes.STRING(32), allowNull: false },
        name: { type: DataTypes.STRING(160), allowNull: false, defaultValue: '' },
        is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        is_verified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        is_blocked: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        locale: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'ru' },
        region_id: {
          type: DataTypes.INTEGER,
          allowNull: true,
          references: { model: 'regions', key: 'id' },
          onDelete: 'SET NULL',
        },
        token_version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        last_login_at: { type: DataTypes.DATE, allowNull: true },
        ...timestamps,
      },
      { transaction },
    );
    await q.sequelize.query(
      `ALTER TABLE users
         ADD CONSTRAINT users_email_lowercase CHECK (email = lower(email)),
         ADD CONSTRAINT users_role_known CHECK (role IN ('admin','moderator','volon','organization','bussines','partner','trainee')),
         ADD CONSTRAINT users_locale_known CHECK (locale IN ('ru','uz'))`,
      { transaction },
    );
    await q.addIndex('users', ['role'], { name: 'users_role_idx', transaction });
    await q.addIndex('users', ['created_at'], { name: 'users_created_at_idx', transaction });
    await q.addIndex('users', ['region_id'], { name: 'users_region_id_idx', transaction });
  });
}
