import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Rate-limit counters shared by every API process, and the record of used captcha
 * solutions (so one solved ALTCHA challenge cannot be replayed). Self-contained.
 */

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  const q = queryInterface;
  await q.sequelize.transaction(async (transaction) => {
    // Exactly the schema rate-limiter-flexible's RateLimiterPostgres expects (it is told
    // tableCreated: true and never creates it): key = "<keyPrefix>:<key>", expire = epoch ms.
    await q.createTable(
      'rate_limits',
      {
        key: { type: DataTypes.STRING(255), primaryKey: true },
        points: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        expire: { type: DataTypes.BIGINT, allowNull: true },
      },
      { transaction },
    );
    // The library's periodic clean-up deletes by expire; without an index that is a full scan.
    await q.addIndex('rate_limits', ['expire'], { name: 'rate_limits_expire_idx', transaction });

    await q.createTable(
      'used_captchas',
      {
        signature: { type: DataTypes.TEXT, primaryKey: true },
        expires_at: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await q.addIndex('used_captchas', ['expires_at'], { name: 'used_captchas_expires_at_idx', transaction });
  });
}
