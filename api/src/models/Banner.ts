import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { BannerKind } from '@hashar/common';

/** A main or advertising banner, shown between startsAt and endsAt while active. */
export class Banner extends Model<InferAttributes<Banner>, InferCreationAttributes<Banner>> {
  declare id: CreationOptional<number>;
  declare kind: BannerKind;
  declare titleRu: string;
  declare titleUz: string;
  declare imageUrl: string;
  declare link: string | null;
  declare sortOrder: CreationOptional<number>;
  declare startsAt: Date | null;
  declare endsAt: Date | null;
  declare isActive: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Banner.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        kind: { type: DataTypes.STRING(16), allowNull: false },
        titleRu: { type: DataTypes.STRING(200), allowNull: false },
        titleUz: { type: DataTypes.STRING(200), allowNull: false },
        imageUrl: { type: DataTypes.STRING(500), allowNull: false },
        link: { type: DataTypes.STRING(500), allowNull: true },
        sortOrder: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        startsAt: { type: DataTypes.DATE, allowNull: true },
        endsAt: { type: DataTypes.DATE, allowNull: true },
        isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'banners', modelName: 'Banner' },
    );
  }
}
