import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { id, str } from './base/columns';

/** A news section (rubric): an admin-managed list; its slug is part of its news items' addresses. */
export class NewsSection extends Model<InferAttributes<NewsSection>, InferCreationAttributes<NewsSection>> {
  declare id: CreationOptional<number>;
  declare slug: string;
  declare nameRu: string;
  declare nameUz: string;
  declare sortOrder: CreationOptional<number>;
  declare isActive: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    NewsSection.init(
      {
        id,
        slug: str(80, false),
        nameRu: str(120, false),
        nameUz: str(120, false),
        sortOrder: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'news_sections', modelName: 'NewsSection' },
    );
  }
}
