import { DataTypes } from 'sequelize';

/** A profile's key: the user it belongs to (one profile per user and kind). */
const userKey = { type: DataTypes.INTEGER, primaryKey: true };

/** A person's profile columns (volunteers, trainees). */
export const personAttributes = {
  userId: userKey,
  firstName: { type: DataTypes.STRING(100), allowNull: false },
  lastName: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
};

/** A company's profile columns (organizations, businesses): legal name and tax number. */
export const companyAttributes = {
  userId: userKey,
  name: { type: DataTypes.STRING(200), allowNull: false },
  taxNumber: { type: DataTypes.STRING(9), allowNull: true },
};
