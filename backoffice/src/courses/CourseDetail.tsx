import type { AuthoredCourse } from '@hashar/common';
import { Labeled, NumberField, RichTextField, TextField, useTranslate } from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { representBy } from '../components/localized';
import { DirectionChips, ModerationChip } from '../moderation/fields';
import { FieldGrid, ImageBlock, ModerationDetail } from '../moderation/ModerationDetail';
import { AuthorField, CourseFlags, LevelField } from './fields';
import { QuizTerms } from './QuizTerms';

const TEXT = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;
/** The bodies as the API keeps them (sanitised on the server), images kept in the column. */
const BODY = { '& img': { maxWidth: '100%', height: 'auto' }, overflowWrap: 'anywhere' } as const;

/** Every field of the course a moderator judges, in both languages. */
export const CourseDetail = (_props: { label?: false }) => {
  const translate = useTranslate();
  return (
    <ModerationDetail<AuthoredCourse>
      title={representBy('title')}
      titleTestId="course-title"
      chips={
        <>
          <ModerationChip />
          <CourseFlags />
        </>
      }
      reasons={[{ source: 'rejectReason', severity: 'info', testId: 'course-reject-reason' }]}
    >
      <ImageBlock source="cover" testId="course-cover" />
      <FieldGrid
        fields={[
          <TextField key="id" source="id" />,
          <AuthorField key="author" source="author" />,
          <LevelField key="level" source="level" />,
          <NumberField key="estimatedMinutes" source="estimatedMinutes" />,
          <DirectionChips key="directionIds" source="directionIds" />,
          <QuizTerms key="passMark" source="passMark" />,
          <NumberField key="lessonCount" source="lessonCount" />,
          <NumberField key="enrolled" source="enrolled" />,
          <DateTimeField key="submittedAt" source="submittedAt" />,
          <DateTimeField key="publishedAt" source="publishedAt" />,
        ]}
      />
      <FieldGrid
        fields={[
          <TextField key="titleRu" source="titleRu" />,
          <TextField key="titleUz" source="titleUz" emptyText="—" />,
          <TextField key="summaryRu" source="summaryRu" sx={TEXT} />,
          <TextField key="summaryUz" source="summaryUz" sx={TEXT} emptyText="—" />,
        ]}
      />
      <FieldGrid
        labeled={false}
        fields={[
          <Labeled key="bodyRu" label={translate('resources.courses.fields.bodyRu')}>
            <RichTextField source="bodyRu" sx={BODY} emptyText="—" />
          </Labeled>,
          <Labeled key="bodyUz" label={translate('resources.courses.fields.bodyUz')}>
            <RichTextField source="bodyUz" sx={BODY} emptyText="—" />
          </Labeled>,
        ]}
      />
    </ModerationDetail>
  );
};
