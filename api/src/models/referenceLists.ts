import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

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

/** A task category (admin resource `cattask`). */
export class TaskCategory extends ReferenceItem<TaskCategory> {}

/** A pro bono direction (admin resource `dirprobono`). */
export class ProbonoDirection extends ReferenceItem<ProbonoDirection> {}

/** A volunteer type (admin resource `typecat`). */
export class VolunteerType extends ReferenceItem<VolunteerType> {}

/** One of the 17 direction themes, with its icon key and colour. */
export class Direction extends ReferenceItem<Direction> {
  declare icon: string;
  declare color: string;
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
