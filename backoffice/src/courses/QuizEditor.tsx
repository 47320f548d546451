import type { AuthoredCourse, AuthoredQuestion } from '@hashar/common';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Card, CardContent, IconButton, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useCrmCall } from '../crm/crmApi';
import { courseApi } from './courseApi';
import { QuestionDialog } from './QuestionDialog';
import { QuizTerms } from './QuizTerms';

/** One question: its texts, single or multiple choice, its options with the right ones marked. */
const QuestionCard = ({ question, actions }: { question: AuthoredQuestion; actions: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="course-question">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" data-testid="course-question-text">{`${question.position}. ${question.textRu}`}</Typography>
            {question.textUz ? (
              <Typography variant="body2" color="text.secondary">
                {question.textUz}
              </Typography>
            ) : null}
            <Typography variant="caption" color="text.secondary">
              {translate(question.multiple ? 'hashar.courses.question.multiple' : 'hashar.courses.question.single')}
            </Typography>
          </Box>
          <Stack direction="row" sx={{ flex: 'none' }}>
            {actions}
          </Stack>
        </Stack>
        <List dense disablePadding>
          {question.options.map((option) => (
            <ListItem key={option.id} disableGutters data-testid={option.isCorrect ? 'option-correct' : 'option-wrong'}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {option.isCorrect ? (
                  <CheckCircleIcon color="success" fontSize="small" aria-label={translate('hashar.courses.question.correct')} />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" aria-hidden />
                )}
              </ListItemIcon>
              <ListItemText primary={option.textRu} secondary={option.textUz} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};

/** The final quiz: its terms and questions; admins add, change and delete questions. */
export const QuizEditor = (_props: { label?: false }) => {
  const record = useRecordContext<AuthoredCourse>();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'courses', action: 'edit' });
  const { run, pending } = useCrmCall();
  const [editing, setEditing] = useState<AuthoredQuestion | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AuthoredQuestion | null>(null);
  if (!record) return null;
  const questions = record.questions ?? [];
  return (
    <Stack spacing={2} data-testid="course-quiz">
      <Typography variant="body2">
        <QuizTerms />
      </Typography>
      {questions.length ? (
        questions.map((question) => (
          <QuestionCard
            key={question.id}
            question={question}
            actions={
              canEdit ? (
                <>
                  <IconButton
                    aria-label={translate('hashar.courses.edit_question')}
                    title={translate('hashar.courses.edit_question')}
                    onClick={() => setEditing(question)}
                    size="small"
                    data-testid="question-edit"
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={translate('hashar.courses.delete_question')}
                    title={translate('hashar.courses.delete_question')}
                    onClick={() => setDeleting(question)}
                    disabled={pending}
                    size="small"
                    data-testid="question-delete"
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              ) : null
            }
          />
        ))
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('hashar.courses.no_questions')}
        </Typography>
      )}
      {canEdit ? (
        <Box>
          <Button label="hashar.courses.add_question" variant="outlined" onClick={() => setEditing('new')} data-testid="question-add">
            <AddIcon />
          </Button>
        </Box>
      ) : null}
      {editing ? (
        <QuestionDialog courseId={record.id} question={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <Confirm
        isOpen={deleting !== null}
        title="hashar.courses.delete_question"
        content="hashar.courses.delete_question_confirm"
        translateOptions={{ title: deleting?.textRu ?? '' }}
        loading={pending}
        onConfirm={() => {
          const question = deleting;
          setDeleting(null);
          if (question) void run(() => courseApi.deleteQuestion(record.id, question.id), 'hashar.courses.question_deleted');
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
};
