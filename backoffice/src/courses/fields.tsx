import { COURSE_LEVELS, type AuthoredCourseCard } from '@hashar/common';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** The levels as choices (filters, inputs), labelled by hashar.courses.levels.*. */
export const LEVEL_CHOICES = COURSE_LEVELS.map((level) => ({ id: level, name: `hashar.courses.levels.${level}` }));
/** Who writes courses, as choices of the author filter. */
export const AUTHOR_KIND_CHOICES = (['platform', 'organization', 'group'] as const).map((kind) => ({
  id: kind,
  name: `hashar.courses.author_kinds.${kind}`,
}));

type FieldProps = { label?: string | false; source?: string; sortable?: boolean };

/** The author: "Платформа" for the platform's courses, else the organization's or group's name with its kind. */
export const AuthorField = (_props: FieldProps) => {
  const record = useRecordContext<AuthoredCourseCard>();
  const translate = useTranslate();
  if (!record) return null;
  const kind = translate(`hashar.courses.author_kinds.${record.author.kind}`);
  return <span data-testid="course-author">{record.author.kind === 'platform' ? kind : `${record.author.name} (${kind})`}</span>;
};

/** The level in words. */
export const LevelField = (_props: FieldProps) => {
  const record = useRecordContext<AuthoredCourseCard>();
  const translate = useTranslate();
  return record ? <span>{translate(`hashar.courses.levels.${record.level}`)}</span> : null;
};

/** "В архиве" and "Не в каталоге" chips beside the moderation state. */
export const CourseFlags = () => {
  const record = useRecordContext<AuthoredCourseCard>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {record.archivedAt ? <Chip size="small" label={translate('hashar.courses.archived')} data-testid="course-archived" /> : null}
      {!record.isListed ? <Chip size="small" variant="outlined" label={translate('hashar.courses.unlisted')} /> : null}
    </>
  );
};
