import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { ReviewState } from '@hashar/common';
import { date, fk, id, str } from './base/columns';

/**
 * A review after a completed activity: a volunteer (author_user) of the organization that ran
 * it, or the organization (author_organization, written by its staff user) of a volunteer.
 */
export class Review extends Model<InferAttributes<Review>, InferCreationAttributes<Review>> {
  declare id: CreationOptional<number>;
  declare activityKind: string;
  declare activityId: number;
  declare authorUserId: number | null;
  declare authorOrganizationId: number | null;
  declare targetUserId: number | null;
  declare targetOrganizationId: number | null;
  declare stars: number;
  declare text: CreationOptional<string>;
  declare status: CreationOptional<ReviewState>;
  declare reportReason: CreationOptional<string | null>;
  declare reportedBy: CreationOptional<number | null>;
  declare reportedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Review.init(
      {
        id,
        activityKind: str(16, false),
        activityId: fk(),
        authorUserId: fk(true),
        authorOrganizationId: fk(true),
        targetUserId: fk(true),
        targetOrganizationId: fk(true),
        stars: { type: DataTypes.SMALLINT, allowNull: false },
        text: { type: DataTypes.STRING(2000), allowNull: false, defaultValue: '' },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'published' },
        reportReason: str(1000),
        reportedBy: fk(true),
        reportedAt: date(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'reviews' },
    );
  }
}
