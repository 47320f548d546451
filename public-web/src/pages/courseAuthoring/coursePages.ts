import { isAllowed, localized, type Locale, type PageName, type Role, groupAreaPage } from '@hashar/common';

/** The author's course pages: list, create, edit. */
export interface CoursePages {
  own: PageName;
  create: PageName;
  edit: PageName;
}

const ACCOUNT_PAGES: CoursePages = { own: 'profileCourses', create: 'profileCourseCreate', edit: 'profileCourseEdit' };

/** The organization's pages, or the initiative sub-area's (profile/initiative/courses…) for a group. */
export function coursePages(groupId: number | null): CoursePages {
  if (groupId === null) return ACCOUNT_PAGES;
  return { own: groupAreaPage(ACCOUNT_PAGES.own), create: groupAreaPage(ACCOUNT_PAGES.create), edit: groupAreaPage(ACCOUNT_PAGES.edit) };
}

/** Whether the account writes courses (`course.create`: organizations); a group's manager always does for the group. */
export function mayAuthor(role: Role | null, groupId: number | null): boolean {
  return groupId !== null || (role !== null && isAllowed({ role }, 'course.create'));
}

/** A bilingual text in the page's language (else the Russian one). */
export const inLocale = (locale: Locale, ru: string, uz: string | null): string => localized(locale, ru, uz);
