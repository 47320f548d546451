import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { date, fk, id, str, text } from './base/columns';

/**
 * A news item of the platform: in a section, with a slug unique within it; bodies are
 * sanitised HTML; `publishedAt` null is a draft, a future one is scheduled.
 */
export class News extends Model<InferAttributes<News>, InferCreationAttributes<News>> {
  declare id: CreationOptional<number>;
  declare sectionId: number;
  declare slug: string;
  declare titleRu: string;
  declare titleUz: string | null;
  declare leadRu: CreationOptional<string>;
  declare leadUz: string | null;
  declare bodyRu: CreationOptional<string>;
  declare bodyUz: string | null;
  declare cover: string | null;
  declare tags: CreationOptional<string[]>;
  /** Uzbek names of `tags`, by position (a missing or empty one: the Russian tag is shown). */
  declare tagsUz: CreationOptional<string[]>;
  declare publishedAt: Date | null;
  declare authorId: number | null;
  declare searchText: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    News.init(
      {
        id,
        sectionId: fk(),
        slug: str(120, false),
        titleRu: str(200, false),
        titleUz: str(200),
        leadRu: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
        leadUz: str(500),
        bodyRu: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        bodyUz: text(),
        cover: str(500),
        tags: { type: DataTypes.ARRAY(DataTypes.STRING(40)), allowNull: false, defaultValue: [] },
        tagsUz: { type: DataTypes.ARRAY(DataTypes.STRING(40)), allowNull: false, defaultValue: [] },
        publishedAt: date(),
        authorId: fk(true),
        searchText: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'news', modelName: 'News' },
    );
  }
}
