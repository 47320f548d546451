import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { VerificationSubject } from '@hashar/common';
import { createdOnly, date, fk, id, str } from './base/columns';

/** A volunteer's or an organization's request to be verified: the back office's verification queue. */
export class VerificationRequest extends Model<InferAttributes<VerificationRequest>, InferCreationAttributes<VerificationRequest>> {
  declare id: CreationOptional<number>;
  declare subjectType: VerificationSubject;
  declare subjectId: number;
  declare requestedBy: number | null;
  declare status: CreationOptional<'pending' | 'approved' | 'rejected' | 'withdrawn'>;
  declare reason: CreationOptional<string | null>;
  declare decidedBy: CreationOptional<number | null>;
  declare decidedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    VerificationRequest.init(
      {
        id,
        subjectType: str(16, false),
        subjectId: fk(),
        requestedBy: fk(true),
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
        reason: str(1000),
        decidedBy: fk(true),
        decidedAt: date(),
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'verification_requests', ...createdOnly },
    );
  }
}
