import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { PartnerApplicationState } from '@hashar/common';
import { createdOnly, date, fk, id, str, text } from './base/columns';

/** A business account's request to become a partner (profile/changerole), decided by admins. */
export class PartnerApplication extends Model<InferAttributes<PartnerApplication>, InferCreationAttributes<PartnerApplication>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare companyName: string;
  declare taxNumber: string;
  declare contactName: string;
  declare phone: string;
  declare website: string | null;
  declare logoUrl: string | null;
  declare offer: CreationOptional<string>;
  declare status: CreationOptional<PartnerApplicationState>;
  declare reason: CreationOptional<string | null>;
  declare decidedBy: CreationOptional<number | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PartnerApplication.init(
      {
        id,
        userId: fk(),
        companyName: str(200, false),
        taxNumber: str(9, false),
        contactName: str(200, false),
        phone: str(32, false),
        website: str(300),
        logoUrl: str(500),
        offer: { ...text(false), defaultValue: '' },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
        reason: str(1000),
        decidedBy: fk(true),
        decidedAt: date(),
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'partner_applications', ...createdOnly },
    );
  }
}
