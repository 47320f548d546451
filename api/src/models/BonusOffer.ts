import type { ModerationState } from '@hashar/common';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { date, fk, id, str, text } from './base/columns';

/**
 * A bonus offer: something a partner (owner_user_id) or an organization
 * (organization_id) gives for points, moderated like other content. `remaining` is NULL when the
 * quantity is unlimited; redemptions lower it (services/bonuses/redeem.ts).
 */
export class BonusOffer extends Model<InferAttributes<BonusOffer>, InferCreationAttributes<BonusOffer>> {
  declare id: CreationOptional<number>;
  declare organizationId: number | null;
  declare ownerUserId: number | null;
  declare createdBy: number | null;
  declare titleRu: string;
  declare titleUz: string | null;
  declare descriptionRu: string;
  declare descriptionUz: string | null;
  declare termsRu: string;
  declare termsUz: string | null;
  declare image: string | null;
  declare price: number;
  declare quantity: number | null;
  declare remaining: number | null;
  declare validFrom: Date;
  declare validUntil: Date;
  declare regionId: number | null;
  declare isOnline: boolean;
  declare moderation: CreationOptional<ModerationState>;
  declare rejectReason: CreationOptional<string | null>;
  declare submittedAt: CreationOptional<Date | null>;
  declare publishedAt: CreationOptional<Date | null>;
  declare archivedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    BonusOffer.init(
      {
        id,
        organizationId: fk(true),
        ownerUserId: fk(true),
        createdBy: fk(true),
        titleRu: str(150, false),
        titleUz: str(150),
        descriptionRu: text(false),
        descriptionUz: text(),
        termsRu: text(false),
        termsUz: text(),
        image: str(500),
        price: fk(),
        quantity: fk(true),
        remaining: fk(true),
        validFrom: date(false),
        validUntil: date(false),
        regionId: fk(true),
        isOnline: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        moderation: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'moderation' },
        rejectReason: text(),
        submittedAt: date(),
        publishedAt: date(),
        archivedAt: date(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'bonus_offers', modelName: 'BonusOffer' },
    );
  }
}
