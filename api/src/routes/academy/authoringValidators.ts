import { body, query, type ValidationChain } from 'express-validator';
import { COURSE_LEVELS, COURSE_LIMITS, DIRECTIONS, MODERATION_STATES, parseVideoLink } from '@hashar/common';
import { courseFileKey } from '../../services/academy/files';
import { msg, requiredText, sentField, trimmedText } from '../../validation/validate';
import { text } from '../crm/validators';
import { myListChains, richBody } from '../posts/validators';

/** Chains of the authoring calls (docs/academy-api.md "Authoring"): POST/PUT /api/my/courses… and /api/admin/courses…. */

const L = COURSE_LIMITS;
const INT_MAX = 2147483647;
const isId = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= INT_MAX;
const NAME_MAX = 200;

/** A required Russian text of `min`..`max` characters, trimmed. */
const russian = (field: string, max: number, min = 1): ValidationChain =>
  requiredText(field, max).bail().isLength({ min }).withMessage(msg('length', { min, max }));

/** An optional Uzbek text (falls back to the Russian one), trimmed, at most `max` characters; '' is none. */
const uzbek = (field: string, max: number): ValidationChain =>
  body(field)
    .optional({ values: 'null' })
    .custom((v) => typeof v === 'string')
    .withMessage(msg('maxLength', { max }))
    .bail()
    .customSanitizer(trimmedText)
    .isLength({ max })
    .withMessage(msg('maxLength', { max }));

/** An optional whole number from `min` to `max` (null allowed when `nullable`). */
const whole = (field: string, min: number, max: number, nullable = false): ValidationChain =>
  body(field)
    .optional({ values: nullable ? 'null' : 'undefined' })
    .custom((v) => Number.isInteger(v) && v >= min && v <= max)
    .withMessage(msg('range', { min, max }));

/** Body of POST/PUT /api/my/courses(/:id) and /api/admin/courses(/:id) (CourseInput). */
export const courseChains = (): ValidationChain[] => [
  russian('titleRu', L.titleMax, L.titleMin),
  uzbek('titleUz', L.titleMax),
  russian('summaryRu', L.summaryMax),
  uzbek('summaryUz', L.summaryMax),
  richBody('bodyRu'),
  richBody('bodyUz'),
  body('cover')
    .optional({ values: 'null' })
    .custom((v) => typeof v === 'string' && v.length <= 500 && courseFileKey(v, 'cover') !== null)
    .withMessage(text('course_cover_foreign'))
    .bail()
    .customSanitizer((v: string) => courseFileKey(v, 'cover')),
  body('directionIds')
    .optional({ values: 'null' })
    .custom((v) => Array.isArray(v) && v.length <= DIRECTIONS.length && v.every(isId))
    .withMessage(msg('listMax', { max: DIRECTIONS.length })),
  body('level')
    .exists({ values: 'null' })
    .withMessage(msg('required'))
    .bail()
    .isIn([...COURSE_LEVELS])
    .withMessage(msg('choice')),
  body('estimatedMinutes').exists({ values: 'null' }).withMessage(msg('required')).bail(),
  whole('estimatedMinutes', 1, L.minutesMax),
  body('isListed').optional().isBoolean({ strict: true }).withMessage(msg('boolean')),
  whole('passMark', 1, 100, true),
  whole('attemptsPerDay', 1, L.attemptsPerDayMax),
];

/** Body of POST /api/my/courses/:id/lessons and PUT …/lessons/:lessonId (LessonInput). */
export const lessonChains = (): ValidationChain[] => [
  russian('titleRu', L.titleMax),
  uzbek('titleUz', L.titleMax),
  richBody('bodyRu'),
  richBody('bodyUz'),
  body('video')
    .optional({ values: 'null' })
    .custom((v) => typeof v === 'string' && (v.trim() === '' || (v.length <= 500 && parseVideoLink(v) !== null)))
    .withMessage(text('course_video_link')),
  body('attachments')
    .optional({ values: 'null' })
    .custom((v) => Array.isArray(v) && v.length <= L.attachmentsMax)
    .withMessage(msg('listMax', { max: L.attachmentsMax }))
    .bail()
    .custom((v: unknown[]) =>
      v.every((a) => {
        const item = a as { key?: unknown; name?: unknown } | null;
        return (
          typeof item === 'object' &&
          item !== null &&
          typeof item.key === 'string' &&
          item.key.length <= 500 &&
          courseFileKey(item.key, 'attachment') !== null &&
          (item.name === undefined || item.name === null || (typeof item.name === 'string' && item.name.trim().length <= NAME_MAX))
        );
      }),
    )
    .withMessage(text('course_attachment_foreign'))
    .bail()
    .customSanitizer((v: { key: string; name?: string | null }[]) =>
      v.map((a) => ({
        key: courseFileKey(a.key, 'attachment') ?? a.key,
        ...(a.name?.trim() ? { name: a.name.trim().replace(/\0/g, '') } : {}),
      })),
    ),
];

type OptionSent = { textRu?: unknown; textUz?: unknown; isCorrect?: unknown };
const isOption = (o: unknown): o is OptionSent => typeof o === 'object' && o !== null && !Array.isArray(o);
const optionText = (v: unknown, required: boolean) =>
  v === undefined || v === null ? !required : typeof v === 'string' && v.trim().length <= L.optionMax && (!required || v.trim() !== '');

/** Body of POST /api/my/courses/:id/questions and PUT …/questions/:questionId (QuestionInput). */
export const questionChains = (): ValidationChain[] => [
  russian('textRu', L.questionMax),
  uzbek('textUz', L.questionMax),
  body('multiple').optional().isBoolean({ strict: true }).withMessage(msg('boolean')),
  body('options')
    .custom((v) => Array.isArray(v) && v.length >= L.optionsMin && v.length <= L.optionsMax)
    .withMessage(text('course_options_count', { min: L.optionsMin, max: L.optionsMax }))
    .bail()
    .custom((v: unknown[]) =>
      v.every((o) => isOption(o) && optionText(o.textRu, true) && optionText(o.textUz, false) && typeof o.isCorrect === 'boolean'),
    )
    .withMessage(msg('length', { min: 1, max: L.optionMax }))
    .bail()
    .custom((v: OptionSent[]) => v.some((o) => o.isCorrect === true))
    .withMessage(text('course_option_right'))
    .bail()
    .custom((v: OptionSent[], { req }) => sentField(req, 'multiple') === true || v.filter((o) => o.isCorrect).length === 1)
    .withMessage(text('course_single_right'))
    .bail()
    .customSanitizer((v: { textRu: string; textUz?: string | null; isCorrect: boolean }[]) =>
      v.map((o) => ({
        textRu: o.textRu.replace(/\0/g, '').trim(),
        textUz: o.textUz?.replace(/\0/g, '').trim() || null,
        isCorrect: o.isCorrect,
      })),
    ),
];

/** Body of PUT /api/my/courses/:id/lessons/order (LessonOrderInput). */
export const lessonOrderChains = (): ValidationChain[] => [
  body('lessonIds')
    .custom((v) => Array.isArray(v) && v.length >= 1 && v.length <= L.lessonsMax && v.every(isId))
    .withMessage(text('course_lesson_order')),
];

/** Body of POST /api/my/courses/:id/lessons/:lessonId/move. */
export const moveChains = (): ValidationChain[] => [
  body('direction').exists({ values: 'null' }).withMessage(msg('required')).bail().isIn(['up', 'down']).withMessage(msg('choice')),
];

/** Query of GET /api/my/courses: `?group=`, a moderation state, a page. */
export const myCoursesChains = (): ValidationChain[] => [
  ...myListChains(),
  query('moderation')
    .optional()
    .isIn([...MODERATION_STATES])
    .withMessage(msg('choice')),
];
