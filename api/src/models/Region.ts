import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** One of Uzbekistan's 14 regions (the spec's "cities"). */
export class Region extends Model<InferAttributes<Region>, InferCreationAttributes<Region>> {
  declare id: CreationOptional<number>;
  declare key: string;
  declare nameRu: string;
  declare nameUz: string;
  declare sortOrder: CreationOptional<number>;
  declare isActive: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Region.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        key: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        nameRu: { type: DataTypes.STRING(160), allowNull: false },
        nameUz: { type: DataTypes.STRING(160), allowNull: false },
        sortOrder: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'regions', modelName: 'Region' },
    );
  }

  /** Active regions in dropdown order. */
  static listForDropdown(): Promise<Region[]> {
    return Region.findAll({ where: { isActive: true }, order: [['sortOrder', 'ASC'], ['nameRu', 'ASC']] });
  }
}
