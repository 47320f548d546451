import { DataTypes, literal, type QueryInterface } from 'sequelize';

/**
 * Outgoing mail, stored before it is handed to the queue so a message exists exactly when the
 * change that caused it commits, and survives a crash or an SMTP outage. Self-contained.
 */

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  const q = queryInterface;
  await q.sequelize.transaction(async (transaction) => {
    await q.createTable(
      'mail_messages',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        // Kept when the account goes: support may still need to see what was sent.
        user_id: {
          type: DataTypes.INTEGER,
          allowNull: true,
          references: { model: 'users', key: 'id' },
          onDelete: 'SET NULL',
        },
        to_address: { type: DataTypes.STRING(254), allowNull: false },
        locale: { type: DataTypes.STRING(2), allowNull: false },
        template: { type: DataTypes.STRING(64), allowNull: false },
        subject: { type: DataTypes.STRING(255), allowNull: false },
        text_body: { type: DataTypes.TEXT, allowNull: false },
        html_body: { type: DataTypes.TEXT, allowNull: false },
        links: { type: DataTypes.JSONB, allowNull: false, defaultValue: literal(`'[]'::jsonb`) },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'queued' },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        last_error: { type: DataTypes.TEXT, allowNull: true },
        sent_at: { type: DataTypes.DATE, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: literal('CURRENT_TIMESTAMP') },
        updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: literal('CURRENT_TIMESTAMP') },
      },
      { transaction },
    );
    // No CHECK on template: new kinds of mail must not need a migration.
    await q.sequelize.query(
      `ALTER TABLE mail_messages
         ADD CONSTRAINT mail_messages_status_known CHECK (status IN ('queued','sent','failed')),
         ADD CONSTRAINT mail_messages_locale_known CHECK (locale IN ('ru','uz')),
         ADD CONSTRAINT mail_messages_links_array CHECK (jsonb_typeof(links) = 'array'),
         ADD CONSTRAINT mail_messages_attempts_positive CHECK (attempts >= 0)`,
      { transaction },
    );
    // Dev mailbox and support look-ups by recipient; the sweep looks for old queued rows.
    await q.addIndex('mail_messages', ['to_address', 'created_at'], { name: 'mail_messages_to_created_idx', transaction });
    await q.addIndex('mail_messages', ['status', 'created_at'], { name: 'mail_messages_status_created_idx', transaction });
    await q.addIndex('mail_messages', ['created_at'], { name: 'mail_messages_created_at_idx', transaction });
    // ON DELETE SET NULL scans by user_id when a user is removed.
    await q.addIndex('mail_messages', ['user_id'], { name: 'mail_messages_user_id_idx', transaction });
  });
}
