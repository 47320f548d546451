import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { Sex, VerificationState } from '@hashar/common';
import { personAttributes } from './base/profile';
import { str, text } from './base/columns';

/** A fresh definition per attribute: Sequelize writes the column name into the object it is given. */
const list = () => ({ type: DataTypes.ARRAY(DataTypes.STRING(60)), allowNull: false, defaultValue: [] });
const flag = (defaultValue: boolean) => ({ type: DataTypes.BOOLEAN, allowNull: false, defaultValue });

/**
 * Every volunteer field of spec §3. The verification data, medical and disability fields are
 * sensitive (common SENSITIVE_VOLUNTEER_FIELDS): presenters other than the owner's never read them.
 */
export class VolunteerProfile extends Model<InferAttributes<VolunteerProfile>, InferCreationAttributes<VolunteerProfile>> {
  declare userId: number;
  declare firstName: string;
  declare lastName: string;
  declare middleName: string | null;
  declare volunteerTypeId: number | null;
  declare isProbono: boolean;
  declare noMiddleName: CreationOptional<boolean>;
  declare birthDate: CreationOptional<string | null>;
  declare sex: CreationOptional<Sex | null>;
  declare citizenship: CreationOptional<string | null>;
  declare phone: CreationOptional<string | null>;
  declare about: CreationOptional<string | null>;
  declare tags: CreationOptional<string[]>;
  declare education: CreationOptional<string | null>;
  declare languages: CreationOptional<string[]>;
  declare skills: CreationOptional<string[]>;
  declare work: CreationOptional<string | null>;
  declare certificates: CreationOptional<string | null>;
  declare courses: CreationOptional<string | null>;
  declare passportSeries: CreationOptional<string | null>;
  declare registrationAddress: CreationOptional<string | null>;
  declare taxNumber: CreationOptional<string | null>;
  declare residenceAddress: CreationOptional<string | null>;
  declare passportKey: CreationOptional<string | null>;
  declare passportName: CreationOptional<string | null>;
  declare medicalBook: CreationOptional<boolean | null>;
  declare disabilityType: CreationOptional<string | null>;
  declare disabilityGroup: CreationOptional<number | null>;
  declare vaccination: CreationOptional<string | null>;
  declare clothingSize: CreationOptional<string | null>;
  declare shoeSize: CreationOptional<number | null>;
  declare isListed: CreationOptional<boolean>;
  declare showActivities: CreationOptional<boolean>;
  declare showPoints: CreationOptional<boolean>;
  declare verification: CreationOptional<VerificationState>;
  declare verificationNote: CreationOptional<string | null>;

  static initModel(sequelize: Sequelize): void {
    VolunteerProfile.init(
      {
        ...personAttributes,
        middleName: { type: DataTypes.STRING(100), allowNull: true },
        volunteerTypeId: { type: DataTypes.INTEGER, allowNull: true },
        isProbono: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        noMiddleName: flag(false),
        birthDate: { type: DataTypes.DATEONLY, allowNull: true },
        sex: str(8),
        citizenship: str(100),
        phone: str(32),
        about: text(),
        tags: list(),
        education: text(),
        languages: list(),
        skills: list(),
        work: text(),
        certificates: text(),
        courses: text(),
        passportSeries: str(20),
        registrationAddress: str(500),
        taxNumber: str(9),
        residenceAddress: str(500),
        passportKey: str(500),
        passportName: str(255),
        medicalBook: { type: DataTypes.BOOLEAN, allowNull: true },
        disabilityType: str(200),
        disabilityGroup: { type: DataTypes.SMALLINT, allowNull: true },
        vaccination: text(),
        clothingSize: str(8),
        shoeSize: { type: DataTypes.SMALLINT, allowNull: true },
        isListed: flag(false),
        showActivities: flag(true),
        showPoints: flag(true),
        verification: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'none' },
        verificationNote: str(1000),
      },
      { sequelize, tableName: 'volunteer_profiles', modelName: 'VolunteerProfile' },
    );
  }
}
