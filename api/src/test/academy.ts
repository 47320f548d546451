import { QueryTypes } from 'sequelize';
import type { TestDatabase } from './db';

/** A question of a test course: its options, true where the option is right. */
export interface TestQuestion {
  multiple?: boolean;
  options: boolean[];
}

export interface TestCourse {
  slug: string;
  titleRu?: string;
  titleUz?: string | null;
  summaryRu?: string;
  level?: 'beginner' | 'intermediate' | 'advanced';
  organizationId?: number | null;
  groupId?: number | null;
  moderation?: 'draft' | 'moderation' | 'approved' | 'rejected';
  isListed?: boolean;
  archived?: boolean;
  lessons?: number;
  questions?: TestQuestion[];
  passMark?: number | null;
  attemptsPerDay?: number;
  directions?: string[];
}

/** Ids of an inserted course, its lessons (in order) and its questions' options (question id → option ids in order). */
export interface InsertedCourse {
  id: number;
  lessonIds: number[];
  questions: { id: number; options: number[]; right: number[] }[];
}

const one = async <T extends object>(db: TestDatabase, sql: string, bind: unknown[]): Promise<T> => {
  const [row] = await db.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
};

/** Inserts a course (approved and listed unless told otherwise) with its lessons and quiz, as the academy's writer will. */
export async function insertCourse(db: TestDatabase, c: TestCourse): Promise<InsertedCourse> {
  const moderation = c.moderation ?? 'approved';
  const { id } = await one<{ id: number }>(
    db,
    `INSERT INTO courses (slug, title_ru, title_uz, summary_ru, body_ru, level, estimated_minutes, is_listed, pass_mark, attempts_per_day,
       organization_id, owner_group_id, moderation, published_at, archived_at)
     VALUES ($1, $2, $3, $4, '<p>Введение</p>', $5, 30, $6, $7, $8, $9, $10, $11::varchar, CASE WHEN $11::varchar = 'approved' THEN now() END,
       CASE WHEN $12::boolean THEN now() END) RETURNING id`,
    [
      c.slug,
      c.titleRu ?? `Курс ${c.slug}`,
      c.titleUz ?? null,
      c.summaryRu ?? 'Кратко о курсе',
      c.level ?? 'beginner',
      c.isListed ?? true,
      c.passMark === undefined ? (c.questions?.length ? 70 : null) : c.passMark,
      c.attemptsPerDay ?? 3,
      c.organizationId ?? null,
      c.groupId ?? null,
      moderation,
      c.archived ?? false,
    ],
  );
  if (c.directions?.length)
    await db.sequelize.query(
      'INSERT INTO course_directions (course_id, direction_id) SELECT $1, id FROM directions WHERE key = ANY($2::text[])',
      { bind: [id, c.directions] },
    );
  const lessonIds: number[] = [];
  for (let position = 1; position <= (c.lessons ?? 2); position++) {
    const lesson = await one<{ id: number }>(
      db,
      `INSERT INTO course_lessons (course_id, position, title_ru, body_ru) VALUES ($1, $2, $3, $4) RETURNING id`,
      [id, position, `Урок ${position}`, `<p>Текст урока ${position}</p><script>alert(1)</script>`],
    );
    lessonIds.push(lesson.id);
  }
  const questions: InsertedCourse['questions'] = [];
  for (const [index, q] of (c.questions ?? []).entries()) {
    const question = await one<{ id: number }>(
      db,
      'INSERT INTO course_questions (course_id, position, text_ru, text_uz, multiple) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [id, index + 1, `Вопрос ${index + 1}?`, `Savol ${index + 1}?`, q.multiple ?? false],
    );
    const options: number[] = [];
    const right: number[] = [];
    for (const [at, correct] of q.options.entries()) {
      const option = await one<{ id: number }>(
        db,
        'INSERT INTO course_options (question_id, position, text_ru, is_correct) VALUES ($1, $2, $3, $4) RETURNING id',
        [question.id, at + 1, `Ответ ${at + 1}`, correct],
      );
      options.push(option.id);
      if (correct) right.push(option.id);
    }
    questions.push({ id: question.id, options, right });
  }
  return { id, lessonIds, questions };
}
