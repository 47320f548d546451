import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { GroupRequestKind, GroupRequestState } from '@hashar/common';
import { date, id, text } from './base/columns';

/** An invitation (a manager asks a volunteer) or a request (a volunteer asks to join) of an initiative group, until answered. */
export class InitiativeGroupRequest extends Model<
  InferAttributes<InitiativeGroupRequest>,
  InferCreationAttributes<InitiativeGroupRequest>
> {
  declare id: CreationOptional<number>;
  declare groupId: number;
  declare userId: number;
  declare kind: GroupRequestKind;
  declare state: CreationOptional<GroupRequestState>;
  declare invitedBy: CreationOptional<number | null>;
  declare message: CreationOptional<string | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    InitiativeGroupRequest.init(
      {
        id,
        groupId: { type: DataTypes.INTEGER, allowNull: false },
        userId: { type: DataTypes.INTEGER, allowNull: false },
        kind: { type: DataTypes.STRING(16), allowNull: false },
        state: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
        invitedBy: { type: DataTypes.INTEGER, allowNull: true },
        message: text(),
        decidedAt: date(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'initiative_group_requests' },
    );
  }
}
