import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** One slide of the tour on the home page, shown between startsAt and endsAt while active. */
export class Tour extends Model<InferAttributes<Tour>, InferCreationAttributes<Tour>> {
  declare id: CreationOptional<number>;
  declare titleRu: string;
  declare titleUz: string;
  declare textRu: CreationOptional<string>;
  declare textUz: CreationOptional<string>;
  declare imageUrl: string | null;
  declare sortOrder: CreationOptional<number>;
  declare startsAt: CreationOptional<Date | null>;
  declare endsAt: CreationOptional<Date | null>;
  declare isActive: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Tour.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        titleRu: { type: DataTypes.STRING(200), allowNull: false },
        titleUz: { type: DataTypes.STRING(200), allowNull: false },
        textRu: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        textUz: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        imageUrl: { type: DataTypes.STRING(500), allowNull: true },
        sortOrder: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        startsAt: { type: DataTypes.DATE, allowNull: true },
        endsAt: { type: DataTypes.DATE, allowNull: true },
        isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'tours', modelName: 'Tour' },
    );
  }
}
