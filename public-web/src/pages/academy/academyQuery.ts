import { CONTENT_LIMITS, COURSE_LEVELS, type CourseAuthor, type CourseLevel } from '@hashar/common';
import { choiceParam, idParam, pageParam, textParam } from '../../lib/queryParams';

export const COURSE_AUTHOR_KINDS = ['platform', 'organization', 'group'] as const satisfies readonly CourseAuthor['kind'][];

/** The catalogue's state in its query string (also the API's query): words, a direction, a level, who wrote it, the page. */
export interface AcademyState {
  q: string;
  direction: number | null;
  level: CourseLevel | '';
  author: CourseAuthor['kind'] | '';
  page: number;
}

export const EMPTY_ACADEMY: AcademyState = { q: '', direction: null, level: '', author: '', page: 1 };

export function parseAcademyState(params: URLSearchParams): AcademyState {
  return {
    q: textParam(params, 'q', CONTENT_LIMITS.queryMax),
    direction: idParam(params, 'direction'),
    level: choiceParam(params, 'level', COURSE_LEVELS),
    author: choiceParam(params, 'author', COURSE_AUTHOR_KINDS),
    page: pageParam(params),
  };
}

export function academyStateToParams(s: AcademyState): URLSearchParams {
  const params = new URLSearchParams();
  if (s.q) params.set('q', s.q);
  if (s.direction) params.set('direction', String(s.direction));
  if (s.level) params.set('level', s.level);
  if (s.author) params.set('author', s.author);
  if (s.page > 1) params.set('page', String(s.page));
  return params;
}

export const narrowsAcademy = (s: AcademyState): boolean => Boolean(s.q || s.direction || s.level || s.author);

/**
 * Where "back to the activity" leads after a course: a page of this site in the reader's language
 * (`?back=/uz/events/view/5#session-9`), never another site; null otherwise.
 */
export function backPath(params: URLSearchParams, locale: string): string | null {
  const back = params.get('back') ?? '';
  return back.length <= 300 && back.startsWith(`/${locale}/`) && !/[\\\s]|\/\//.test(back) ? back : null;
}
