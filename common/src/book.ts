import type { DirectionDto } from './activityShapes';
import type { CertificateKind } from './certificates';

/**
 * The volunteer's book (issue 31, docs/book-api.md): one page of everything verified about a
 * volunteer — hours by year and direction, activities, organizers' reviews, courses, certificates —
 * read from the existing records. The owner reads it at profile/volon/book; anyone may read it on
 * volons/view/{id} once the volunteer makes it public (VolonVisibility.showBook).
 */

/** How much of each list the book shows (newest first). */
export const BOOK_LIMITS = { activities: 100, reviews: 30, courses: 100, certificates: 30 } as const;

/** One activity's verified hours. */
export interface BookActivity {
  kind: string;
  activityId: number;
  title: string;
  organization: string;
  hours: number;
  /** ISO UTC of the verification. */
  verifiedAt: string;
}

/** A review an organizer wrote about the volunteer. */
export interface BookReview {
  id: number;
  stars: number;
  text: string | null;
  author: string;
  activityTitle: string | null;
  createdAt: string;
}

/** A course the volunteer completed. */
export interface BookCourse {
  slug: string;
  title: string;
  completedAt: string;
  score: number | null;
}

/** A valid certificate, with its token (anyone checks it at `/{locale}/verify/{token}`). */
export interface BookCertificate {
  kind: Exclude<CertificateKind, 'book'>;
  year: number | null;
  /** The course's title, for a course's certificate. */
  course: string | null;
  hours: number;
  issuedAt: string;
  token: string;
}

/** GET /api/my/book and GET /api/volons/:id/book. */
export interface VolunteerBook {
  holder: { id: number; name: string; avatar: string | null; regionName: string | null };
  totals: { hours: number; activities: number; courses: number; reviews: number; rating: number | null };
  /** Hours verified per Tashkent year, newest first, and how they split by the activities' directions (an activity of two directions counts in both). */
  years: { year: number; hours: number; directions: { direction: DirectionDto; hours: number }[] }[];
  activities: BookActivity[];
  reviews: BookReview[];
  courses: BookCourse[];
  certificates: BookCertificate[];
}
export interface VolunteerBookResponse {
  data: VolunteerBook;
}
