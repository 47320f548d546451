import type { ModerationState, NoticeState, PublicationKind, PublicationPhoto } from '@hashar/common';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { date, fk, id, str, text } from './base/columns';

/**
 * A publication: a story or a missing person / pet notice by a user, an organization or
 * an initiative group (exactly one owner, as activities); moderated; bodies are sanitised HTML.
 */
export class Publication extends Model<InferAttributes<Publication>, InferCreationAttributes<Publication>> {
  declare id: CreationOptional<number>;
  declare kind: PublicationKind;
  declare organizationId: number | null;
  declare ownerUserId: CreationOptional<number | null>;
  declare ownerGroupId: CreationOptional<number | null>;
  declare createdBy: number | null;
  declare titleRu: string;
  declare titleUz: string | null;
  declare bodyRu: CreationOptional<string>;
  declare bodyUz: string | null;
  declare cover: string | null;
  declare photos: CreationOptional<PublicationPhoto[]>;
  declare regionId: number | null;
  declare tags: CreationOptional<string[]>;
  declare subject: string | null;
  declare lastSeenPlace: string | null;
  declare lastSeenAt: Date | null;
  declare contacts: string | null;
  declare noticeState: NoticeState | null;
  declare stateChangedAt: CreationOptional<Date | null>;
  declare moderation: CreationOptional<ModerationState>;
  declare rejectReason: CreationOptional<string | null>;
  declare submittedAt: CreationOptional<Date | null>;
  declare publishedAt: CreationOptional<Date | null>;
  declare searchText: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    Publication.init(
      {
        id,
        kind: str(16, false),
        organizationId: fk(true),
        ownerUserId: fk(true),
        ownerGroupId: fk(true),
        createdBy: fk(true),
        titleRu: str(200, false),
        titleUz: str(200),
        bodyRu: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        bodyUz: text(),
        cover: str(500),
        photos: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
        regionId: fk(true),
        tags: { type: DataTypes.ARRAY(DataTypes.STRING(40)), allowNull: false, defaultValue: [] },
        subject: str(300),
        lastSeenPlace: str(300),
        lastSeenAt: date(),
        contacts: str(300),
        noticeState: str(8),
        stateChangedAt: date(),
        moderation: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'moderation' },
        rejectReason: text(),
        submittedAt: date(),
        publishedAt: date(),
        searchText: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'publications', modelName: 'Publication' },
    );
  }
}
