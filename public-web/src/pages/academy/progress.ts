import type { CourseDetail, CourseProgress } from '@hashar/common';

/** The first lesson the reader has not read (the one they may open next), or null when every one is read. */
export function firstUnread(course: Pick<CourseDetail, 'lessons'>, me: Pick<CourseProgress, 'readLessons'>): number | null {
  return course.lessons.find((lesson) => !me.readLessons.includes(lesson.position))?.position ?? null;
}

/** A page of the course, keeping `?back=` (the activity the reader came from) so the way back stays one tap away. */
export function withBack(path: string, params: URLSearchParams): string {
  const back = params.get('back');
  return back ? `${path}?${new URLSearchParams({ back }).toString()}` : path;
}
