import { DataTypes, literal, type QueryInterface } from 'sequelize';

/** In-app notifications (the header bell). Self-contained: literal values only. */
export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  const q = queryInterface;
  await q.sequelize.transaction(async (transaction) => {
    await q.createTable(
      'notifications',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
        kind: { type: DataTypes.STRING(32), allowNull: false },
        title_ru: { type: DataTypes.STRING(200), allowNull: false },
        title_uz: { type: DataTypes.STRING(200), allowNull: false },
        body_ru: { type: DataTypes.TEXT, allowNull: true },
        body_uz: { type: DataTypes.TEXT, allowNull: true },
        link: { type: DataTypes.STRING(500), allowNull: true },
        read_at: { type: DataTypes.DATE, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: literal('CURRENT_TIMESTAMP') },
      },
      { transaction },
    );
    await q.addIndex('notifications', ['user_id', 'created_at'], { name: 'notifications_user_created_idx', transaction });
    await q.sequelize.query('CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE read_at IS NULL', { transaction });
  });
}
