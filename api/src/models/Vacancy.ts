import type { PayKind, VacancyKind } from '@hashar/common';
import { DataTypes, type Sequelize } from 'sequelize';
import { date, fk, str, text } from './base/columns';
import { activityAttributes, ModeratedActivity } from './base/moderated';

/** A vacancy or an internship (`kind`): conditions, a deadline for applications, places. */
export class Vacancy extends ModeratedActivity<Vacancy> {
  declare kind: VacancyKind;
  declare dutiesRu: string | null;
  declare dutiesUz: string | null;
  declare requirementsRu: string | null;
  declare requirementsUz: string | null;
  declare scheduleRu: string | null;
  declare scheduleUz: string | null;
  declare pay: PayKind;
  declare amount: string | null;
  declare durationRu: string | null;
  declare durationUz: string | null;
  declare isRemote: boolean;
  declare deadline: Date | null;
  declare places: number | null;

  static initModel(sequelize: Sequelize): void {
    Vacancy.init(
      {
        ...activityAttributes<Vacancy>(),
        titleRu: str(200, false),
        titleUz: str(200),
        kind: str(16, false),
        dutiesRu: text(),
        dutiesUz: text(),
        requirementsRu: text(),
        requirementsUz: text(),
        scheduleRu: str(300),
        scheduleUz: str(300),
        pay: str(16, false),
        amount: { type: DataTypes.BIGINT, allowNull: true },
        durationRu: str(300),
        durationUz: str(300),
        isRemote: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        deadline: date(),
        places: fk(true),
      },
      { sequelize, tableName: 'vacancies' },
    );
  }
}
