import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';

/** Columns every admin-managed bilingual list has (regions, directions and the rest). */
export const referenceAttributes = {
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  key: { type: DataTypes.STRING(64), allowNull: false, unique: true },
  nameRu: { type: DataTypes.STRING(160), allowNull: false },
  nameUz: { type: DataTypes.STRING(160), allowNull: false },
  sortOrder: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
  isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
  createdAt: DataTypes.DATE,
  updatedAt: DataTypes.DATE,
};

/** A row of a bilingual reference list; each list is a subclass bound to its own table. */
export abstract class ReferenceItem<M extends ReferenceItem<M>> extends Model<InferAttributes<M>, InferCreationAttributes<M>> {
  declare id: CreationOptional<number>;
  declare key: string;
  declare nameRu: string;
  declare nameUz: string;
  declare sortOrder: CreationOptional<number>;
  declare isActive: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}
