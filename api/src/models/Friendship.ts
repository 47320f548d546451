import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { FriendshipState } from '@hashar/common';
import { createdOnly, date } from './base/columns';

/** A friend request (pending) or a friendship (accepted) between two volunteers; one row per pair. */
export class Friendship extends Model<InferAttributes<Friendship>, InferCreationAttributes<Friendship>> {
  declare requesterId: number;
  declare addresseeId: number;
  declare status: CreationOptional<FriendshipState>;
  declare createdAt: CreationOptional<Date>;
  declare acceptedAt: CreationOptional<Date | null>;

  static initModel(sequelize: Sequelize): void {
    Friendship.init(
      {
        requesterId: { type: DataTypes.INTEGER, primaryKey: true },
        addresseeId: { type: DataTypes.INTEGER, primaryKey: true },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
        createdAt: DataTypes.DATE,
        acceptedAt: date(),
      },
      { sequelize, tableName: 'friendships', ...createdOnly },
    );
  }
}
