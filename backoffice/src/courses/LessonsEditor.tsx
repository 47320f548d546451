import type { AuthoredCourse, AuthoredLesson } from '@hashar/common';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useCrmCall } from '../crm/crmApi';
import { courseApi } from './courseApi';
import { LessonDialog } from './LessonDialog';

/** An icon button with its name as a tooltip and an accessible label. */
const Action = ({
  label,
  onClick,
  disabled,
  testId,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  testId: string;
  children: React.ReactNode;
}) => (
  <Tooltip title={label}>
    <span>
      <IconButton aria-label={label} onClick={onClick} disabled={disabled} data-testid={testId} size="small">
        {children}
      </IconButton>
    </span>
  </Tooltip>
);

/**
 * The lessons in order, each with its titles, video and PDFs; admins add, change and delete them and
 * move one up or down (POST …/lessons/:lessonId/move).
 */
export const LessonsEditor = (_props: { label?: false }) => {
  const record = useRecordContext<AuthoredCourse>();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'courses', action: 'edit' });
  const { run, pending } = useCrmCall();
  const [editing, setEditing] = useState<AuthoredLesson | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AuthoredLesson | null>(null);
  if (!record) return null;
  const lessons = record.lessons ?? [];
  const move = (lesson: AuthoredLesson, direction: 'up' | 'down') =>
    void run(() => courseApi.moveLesson(record.id, lesson.id, direction), 'hashar.courses.lesson_moved');
  return (
    <Box data-testid="course-lessons">
      {lessons.length ? (
        <List dense disablePadding>
          {lessons.map((lesson, index) => (
            <ListItem key={lesson.id} divider data-testid="course-lesson" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
              <ListItemText
                sx={{ minWidth: 200, flex: '1 1 60%' }}
                primary={`${lesson.position}. ${lesson.titleRu}`}
                secondary={
                  <Stack component="span" direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                    {lesson.titleUz ? <span>{lesson.titleUz}</span> : null}
                    {lesson.video ? <OndemandVideoIcon fontSize="small" aria-label="video" /> : null}
                    {lesson.attachments.map((file) => (
                      <Box
                        component="a"
                        key={file.key}
                        href={file.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <PictureAsPdfIcon fontSize="small" aria-hidden />
                        {file.name}
                      </Box>
                    ))}
                  </Stack>
                }
                slotProps={{ primary: { 'data-testid': 'course-lesson-title' } as object }}
              />
              {canEdit ? (
                <Stack direction="row" sx={{ flex: 'none' }}>
                  <Action
                    label={translate('hashar.courses.move_up')}
                    onClick={() => move(lesson, 'up')}
                    disabled={pending || index === 0}
                    testId="lesson-up"
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </Action>
                  <Action
                    label={translate('hashar.courses.move_down')}
                    onClick={() => move(lesson, 'down')}
                    disabled={pending || index === lessons.length - 1}
                    testId="lesson-down"
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </Action>
                  <Action label={translate('hashar.courses.edit_lesson')} onClick={() => setEditing(lesson)} testId="lesson-edit">
                    <EditIcon fontSize="small" />
                  </Action>
                  <Action
                    label={translate('hashar.courses.delete_lesson')}
                    onClick={() => setDeleting(lesson)}
                    disabled={pending}
                    testId="lesson-delete"
                  >
                    <DeleteIcon fontSize="small" />
                  </Action>
                </Stack>
              ) : null}
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {translate('hashar.courses.no_lessons')}
        </Typography>
      )}
      {canEdit ? (
        <Button
          label="hashar.courses.add_lesson"
          variant="outlined"
          onClick={() => setEditing('new')}
          sx={{ mt: 2 }}
          data-testid="lesson-add"
        >
          <AddIcon />
        </Button>
      ) : null}
      {editing ? <LessonDialog courseId={record.id} lesson={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <Confirm
        isOpen={deleting !== null}
        title="hashar.courses.delete_lesson"
        content="hashar.courses.delete_lesson_confirm"
        translateOptions={{ title: deleting?.titleRu ?? '' }}
        loading={pending}
        onConfirm={() => {
          const lesson = deleting;
          setDeleting(null);
          if (lesson) void run(() => courseApi.deleteLesson(record.id, lesson.id), 'hashar.courses.lesson_deleted');
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
