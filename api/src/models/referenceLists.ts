import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** Columns every admin-managed bilingual list has (regions has its own model with the same shape). */
const referenceAttributes = {
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  key: { type: DataTypes.STRING(64), allowNull: false, unique: true },
  nameRu: { type: DataTypes.STRING(160), allowNull: false },
  nameUz: { type: DataTypes.STRING(160), allowNull: false },
  sortOrder: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
  isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
  createdAt: DataTypes.DATE,
  updatedAt: DataTypes.DATE,
};

/** A task category (admin resource `cattask`). */
export class TaskCategory extends Model<InferAttributes<TaskCategory>, InferCreationAttributes<TaskCategory>> {
  declare id: CreationOptional<number>;
  declare key: string;
  declare nameRu: string;
  declare nameUz: string;
  declare sortOrder: CreationOptional<number>;
  declare isActive: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A pro bono direction (admin resource `dirprobono`). */
export class ProbonoDirection extends Model<InferAttributes<ProbonoDirection>, InferCreationAttributes<ProbonoDirection>> {
  declare id: CreationOptional<number>;
  declare key: string;
  declare nameRu: string;
  declare nameUz: string;
  declare sortOrder: CreationOptional<number>;
  declare isActive: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A volunteer type (admin resource `typecat`). */
export class VolunteerType extends Model<InferAttributes<VolunteerType>, InferCreationAttributes<VolunteerType>> {
  declare id: CreationOptional<number>;
  declare key: string;
  declare nameRu: string;
  declare nameUz: string;
  declare sortOrder: CreationOptional<number>;
  declare isActive: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** One of the 17 direction themes, with its icon key and colour. */
export class Direction extends Model<InferAttributes<Direction>, InferCreationAttributes<Direction>> {
  declare id: CreationOptional<number>;
  declare key: string;
  declare nameRu: string;
  declare nameUz: string;
  declare icon: string;
  declare color: string;
  declare sortOrder: CreationOptional<number>;
  declare isActive: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** Binds the reference-list models to their existing tables. */
export function initReferenceLists(sequelize: Sequelize): void {
  TaskCategory.init(referenceAttributes, { sequelize, tableName: 'task_categories', modelName: 'TaskCategory' });
  ProbonoDirection.init(referenceAttributes, { sequelize, tableName: 'probono_directions', modelName: 'ProbonoDirection' });
  VolunteerType.init(referenceAttributes, { sequelize, tableName: 'volunteer_types', modelName: 'VolunteerType' });
  Direction.init(
    {
      ...referenceAttributes,
      icon: { type: DataTypes.STRING(64), allowNull: false },
      color: { type: DataTypes.STRING(7), allowNull: false },
    },
    { sequelize, tableName: 'directions', modelName: 'Direction' },
  );
}
