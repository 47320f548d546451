import { DataTypes } from 'sequelize';

/** Column shorthands the models share (serial key, integer reference, text, bounded string, date). */
export const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true };
export const fk = (allowNull = false) => ({ type: DataTypes.INTEGER, allowNull });
export const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });
export const str = (length: number, allowNull = true) => ({ type: DataTypes.STRING(length), allowNull });
export const date = (allowNull = true) => ({ type: DataTypes.DATE, allowNull });

/** Options of append-only tables: a creation time and no update time. */
export const createdOnly = { updatedAt: false as const };
