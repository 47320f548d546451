import { DataTypes, literal, type QueryInterface } from 'sequelize';

/**
 * Accounts: sign-up extras on users, single-use emailed tokens, revoked session tokens,
 * one profile table per account kind, and initiative groups (the avatar menu lists them).
 * Self-contained: literal values only.
 */

const now = { type: DataTypes.DATE, allowNull: false, defaultValue: literal('CURRENT_TIMESTAMP') };
const timestamps = { created_at: now, updated_at: now };
const userKey = (primaryKey = false) => ({
  type: DataTypes.INTEGER,
  allowNull: false,
  primaryKey,
  references: { model: 'users', key: 'id' },
  onDelete: 'CASCADE',
});

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  const q = queryInterface;
  await q.sequelize.transaction(async (transaction) => {
    const opts = { transaction };
    await q.addColumn('users', 'avatar_url', { type: DataTypes.STRING(500), allowNull: true }, opts);
    await q.addColumn('users', 'referral_code', { type: DataTypes.STRING(32), allowNull: true, unique: true }, opts);
    await q.addColumn(
      'users',
      'referred_by_id',
      { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
      opts,
    );
    await q.addColumn('users', 'consent_at', { type: DataTypes.DATE, allowNull: true }, opts);
    await q.addIndex('users', ['referred_by_id'], { name: 'users_referred_by_id_idx', ...opts });

    await q.createTable(
      'account_tokens',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: userKey(),
        purpose: { type: DataTypes.STRING(16), allowNull: false },
        token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        used_at: { type: DataTypes.DATE, allowNull: true },
        created_at: now,
      },
      opts,
    );
    await q.sequelize.query(
      `ALTER TABLE account_tokens ADD CONSTRAINT account_tokens_purpose_known CHECK (purpose IN ('activation','recovery'))`,
      opts,
    );
    await q.addIndex('account_tokens', ['user_id', 'purpose'], { name: 'account_tokens_user_purpose_idx', ...opts });

    await q.createTable(
      'revoked_tokens',
      { jti: { type: DataTypes.STRING(64), primaryKey: true }, expires_at: { type: DataTypes.DATE, allowNull: false } },
      opts,
    );
    await q.addIndex('revoked_tokens', ['expires_at'], { name: 'revoked_tokens_expires_at_idx', ...opts });

    await q.createTable(
      'volunteer_profiles',
      {
        user_id: userKey(true),
        first_name: { type: DataTypes.STRING(100), allowNull: false },
        last_name: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
        middle_name: { type: DataTypes.STRING(100), allowNull: true },
        volunteer_type_id: {
          type: DataTypes.INTEGER,
          allowNull: true,
          references: { model: 'volunteer_types', key: 'id' },
          onDelete: 'SET NULL',
        },
        is_probono: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        ...timestamps,
      },
      opts,
    );
    await q.createTable(
      'volunteer_probono_directions',
      {
        user_id: userKey(true),
        probono_direction_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          primaryKey: true,
          references: { model: 'probono_directions', key: 'id' },
          onDelete: 'CASCADE',
        },
      },
      opts,
    );
    await q.addIndex('volunteer_probono_directions', ['probono_direction_id'], { name: 'vpd_direction_idx', ...opts });

    for (const table of ['organization_profiles', 'business_profiles']) {
      await q.createTable(
        table,
        {
          user_id: userKey(true),
          name: { type: DataTypes.STRING(200), allowNull: false },
          tax_number: { type: DataTypes.STRING(9), allowNull: true },
          ...timestamps,
        },
        opts,
      );
    }
    await q.createTable(
      'trainee_profiles',
      {
        user_id: userKey(true),
        first_name: { type: DataTypes.STRING(100), allowNull: false },
        last_name: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
        ...timestamps,
      },
      opts,
    );

    await q.createTable(
      'initiative_groups',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.STRING(200), allowNull: false },
        status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        ...timestamps,
      },
      opts,
    );
    await q.createTable(
      'initiative_group_members',
      {
        group_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          primaryKey: true,
          references: { model: 'initiative_groups', key: 'id' },
          onDelete: 'CASCADE',
        },
        user_id: userKey(true),
        role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'member' },
        created_at: now,
      },
      opts,
    );
    await q.sequelize.query(`ALTER TABLE initiative_group_members ADD CONSTRAINT igm_role_known CHECK (role IN ('leader','member'))`, opts);
    await q.addIndex('initiative_group_members', ['user_id', 'created_at'], { name: 'igm_user_idx', ...opts });
  });
}
