import { representBy } from '../components/localized';
import type { AuthoredCourse, AuthoredCourseCard } from '@hashar/common';
import {
  BooleanField,
  BooleanInput,
  DeleteButton,
  EditButton,
  FunctionField,
  NumberField,
  SelectInput,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { SitePageButton } from '../components/SitePageButton';
import type { ModerationEntry } from '../moderation/entry';
import { ModerationChip } from '../moderation/fields';
import { ModerationList, ModerationShow } from '../moderation/ModerationPages';
import { CourseDetail } from './CourseDetail';
import { CourseFigures } from './CourseFigures';
import { CoursePreview } from './CoursePreview';
import { AUTHOR_KIND_CHOICES, AuthorField, LEVEL_CHOICES, LevelField } from './fields';
import { LessonsEditor } from './LessonsEditor';
import { QuizEditor } from './QuizEditor';

/** The course's page on the site, once it is open to readers. */
const PublicPageButton = () => {
  const record = useRecordContext<AuthoredCourseCard>();
  if (record?.moderation !== 'approved' || record.archivedAt) return null;
  return <SitePageButton page="course" params={{ slug: record.slug }} label="hashar.courses.public_page" testId="course-public-page" />;
};

/** Edit and archive (DELETE), for admins only (content.edit). */
const AdminButtons = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'courses', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'courses', action: 'delete' });
  const record = useRecordContext<AuthoredCourseCard>();
  return (
    <>
      {canEdit ? <EditButton /> : null}
      {canDelete && !record?.archivedAt ? <DeleteButton mutationMode="pessimistic" /> : null}
    </>
  );
};

/** The course, its lessons, its quiz, the reader's view and the figures, one tab each (scrolling on a phone). */
const CourseTabs = () => (
  <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
    <TabbedShowLayout.Tab label="hashar.courses.tabs.course">
      <CourseDetail label={false} />
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label="hashar.courses.tabs.lessons" path="lessons">
      <LessonsEditor label={false} />
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label="hashar.courses.tabs.quiz" path="quiz">
      <QuizEditor label={false} />
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label="hashar.courses.tabs.preview" path="preview">
      <CoursePreview label={false} />
    </TabbedShowLayout.Tab>
    <TabbedShowLayout.Tab label="hashar.courses.tabs.figures" path="figures">
      <CourseFigures label={false} />
    </TabbedShowLayout.Tab>
  </TabbedShowLayout>
);

/**
 * Every author's courses in the one moderation queue: the oldest waiting on top, filtered by level,
 * author, catalogue and archive too, decided one by one; admins write the platform's, change any
 * course, its lessons and quiz, and archive.
 */
const COURSES: ModerationEntry<AuthoredCourse> = {
  filters: [
    <SelectInput key="level" source="level" choices={LEVEL_CHOICES} alwaysOn />,
    <SelectInput key="authorKind" source="authorKind" choices={AUTHOR_KIND_CHOICES} alwaysOn />,
    <BooleanInput key="isListed" source="isListed" />,
    <BooleanInput key="archived" source="archived" />,
  ],
  sort: { field: 'submittedAt', order: 'ASC' },
  columns: [
    <FunctionField key="title" source="titleRu" label="resources.courses.fields.title" render={representBy('title')} />,
    <AuthorField key="author" source="author" sortable={false} />,
    <LevelField key="level" source="level" sortable={false} />,
    <ModerationChip key="moderation" source="moderation" />,
    <BooleanField key="isListed" source="isListed" sortable={false} />,
    <FunctionField
      key="archived"
      source="archivedAt"
      label="resources.courses.fields.archived"
      sortable={false}
      render={(r: AuthoredCourseCard) => <BooleanField record={{ id: r.id, archived: !!r.archivedAt }} source="archived" />}
    />,
    <NumberField key="lessonCount" source="lessonCount" sortable={false} />,
    <DateTimeField key="createdAt" source="createdAt" />,
  ],
  lines: {
    primary: representBy('title'),
    secondary: (r, { translate }) =>
      [
        r.author.kind === 'platform' ? translate('hashar.courses.author_kinds.platform') : r.author.name,
        translate(`hashar.courses.levels.${r.level}`),
      ].join(' · '),
    tertiary: (r, { translate }) => translate(`hashar.moderation_states.${r.moderation}`),
  },
  bulk: false,
  rejectTexts: { title: 'hashar.courses.reject_title', hint: 'hashar.courses.reject_hint' },
  detail: <CourseTabs />,
  actions: { before: <PublicPageButton />, after: <AdminButtons /> },
  editable: [],
};

/** The queue of courses. */
export const CourseList = () => <ModerationList entry={COURSES} />;

/** One course: approve or reject (with a reason) while it waits; its lessons, quiz, preview and figures. */
export const CourseShow = () => <ModerationShow entry={COURSES} />;
