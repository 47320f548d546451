import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** One change made through the back office: who, what, when, before and after. */
export class AuditLog extends Model<InferAttributes<AuditLog>, InferCreationAttributes<AuditLog>> {
  declare id: CreationOptional<number>;
  declare userId: number | null;
  declare userEmail: string;
  declare action: string;
  declare resource: string;
  declare recordId: number | null;
  declare before: object | null;
  declare after: object | null;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    AuditLog.init(
      {
        // BIGINT comes back from pg as a string; ids of this log stay far below 2^53.
        id: {
          type: DataTypes.BIGINT,
          primaryKey: true,
          autoIncrement: true,
          get() {
            return Number(this.getDataValue('id'));
          },
        },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        userEmail: { type: DataTypes.STRING(254), allowNull: false },
        action: { type: DataTypes.STRING(32), allowNull: false },
        resource: { type: DataTypes.STRING(32), allowNull: false },
        recordId: { type: DataTypes.INTEGER, allowNull: true },
        before: { type: DataTypes.JSONB, allowNull: true },
        after: { type: DataTypes.JSONB, allowNull: true },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'audit_log', modelName: 'AuditLog', updatedAt: false },
    );
  }
}
