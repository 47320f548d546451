import type { FavoriteType } from '@hashar/common';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { createdOnly, date, fk, id, str, text } from './base/columns';

/** A user's comment on an activity (soft-deleted by deletedAt). */
export class Comment extends Model<InferAttributes<Comment>, InferCreationAttributes<Comment>> {
  declare id: CreationOptional<number>;
  declare targetType: FavoriteType;
  declare targetId: number;
  declare userId: number;
  declare body: string;
  declare deletedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Comment.init(
      {
        id,
        targetType: str(16, false),
        targetId: fk(),
        userId: fk(),
        body: text(false),
        deletedAt: date(),
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'comments', ...createdOnly },
    );
  }
}
