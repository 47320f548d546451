import { isAllowed, localized, type Locale, type MyPublicationDto, type PageName, type Role, groupAreaPage } from '@hashar/common';

/** The author's publication pages: list, create, edit. */
export interface PublishPages {
  own: PageName;
  create: PageName;
  edit: PageName;
}

const ACCOUNT_PAGES: PublishPages = { own: 'profilePublish', create: 'profilePublishCreate', edit: 'profilePublishEdit' };

/** The account's pages, or the initiative sub-area's (profile/initiative/publish…) for a group. */
export function publishPages(groupId: number | null): PublishPages {
  if (groupId === null) return ACCOUNT_PAGES;
  return { own: groupAreaPage(ACCOUNT_PAGES.own), create: groupAreaPage(ACCOUNT_PAGES.create), edit: groupAreaPage(ACCOUNT_PAGES.edit) };
}

/** Whether the account publishes (`publication.create`); a group's manager always does for the group. */
export function mayPublish(role: Role | null, groupId: number | null): boolean {
  return groupId !== null || (role !== null && isAllowed({ role }, 'publication.create'));
}

/** The title in the page's language (else the other language's). */
export function publicationTitle(p: Pick<MyPublicationDto, 'titleRu' | 'titleUz'>, locale: Locale): string {
  return localized(locale, p.titleRu, p.titleUz);
}
