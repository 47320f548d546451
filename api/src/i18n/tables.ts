import type { Locale } from '@hashar/common';

/** What the rows of a table are, in words, for "the record is used by …" (a 409 on deleting reference data in use). */
const ru = {
  users: 'пользователи',
  districts: 'районы',
  organizations: 'организации',
  organization_regions: 'регионы работы организаций',
  organization_directions: 'направления организаций',
  initiative_groups: 'инициативные группы',
  initiative_group_directions: 'направления инициативных групп',
  events: 'мероприятия',
  event_directions: 'направления мероприятий',
  visit_options: 'визиты',
  visit_option_directions: 'направления визитов',
  projects: 'проекты',
  project_directions: 'направления проектов',
  tasks: 'задания',
  task_directions: 'направления заданий',
  vacancies: 'вакансии',
  vacancy_directions: 'направления вакансий',
  volunteer_profiles: 'профили волонтёров',
  volunteer_directions: 'направления волонтёров',
  volunteer_probono_directions: 'pro bono направления волонтёров',
  publications: 'публикации',
  bonus_offers: 'бонусы',
  news: 'новости',
};

const uz = {
  users: 'foydalanuvchilar',
  districts: 'tumanlar',
  organizations: 'tashkilotlar',
  organization_regions: 'tashkilotlarning faoliyat hududlari',
  organization_directions: "tashkilotlarning yo'nalishlari",
  initiative_groups: 'tashabbuskor guruhlar',
  initiative_group_directions: "tashabbuskor guruhlarning yo'nalishlari",
  events: 'tadbirlar',
  event_directions: "tadbirlarning yo'nalishlari",
  visit_options: 'tashriflar',
  visit_option_directions: "tashriflarning yo'nalishlari",
  projects: 'loyihalar',
  project_directions: "loyihalarning yo'nalishlari",
  tasks: 'topshiriqlar',
  task_directions: "topshiriqlarning yo'nalishlari",
  vacancies: 'vakansiyalar',
  vacancy_directions: "vakansiyalarning yo'nalishlari",
  volunteer_profiles: "ko'ngillilar profillari",
  volunteer_directions: "ko'ngillilarning yo'nalishlari",
  volunteer_probono_directions: "ko'ngillilarning pro bono yo'nalishlari",
  publications: 'nashrlar',
  bonus_offers: 'bonuslar',
  news: 'yangiliklar',
} satisfies typeof ru;

const labels: Record<Locale, Record<string, string>> = { ru, uz };

/** The tables' rows in words, joined (`задания, проекты`); a table without a label is named as it is. */
export const tableLabels = (locale: Locale, tables: readonly string[]): string =>
  [...new Set(tables)].map((t) => labels[locale][t] ?? t).join(', ');
