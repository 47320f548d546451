import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { GroupRole } from '@hashar/common';
import { createdOnly } from './base/columns';

/** A volunteer's membership of an initiative group: one leader, co-leaders and members (one row each). */
export class InitiativeGroupMember extends Model<InferAttributes<InitiativeGroupMember>, InferCreationAttributes<InitiativeGroupMember>> {
  declare groupId: number;
  declare userId: number;
  declare role: CreationOptional<GroupRole>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    InitiativeGroupMember.init(
      {
        groupId: { type: DataTypes.INTEGER, primaryKey: true },
        userId: { type: DataTypes.INTEGER, primaryKey: true },
        role: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'member' },
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'initiative_group_members', ...createdOnly },
    );
  }
}
