import { COURSE_LIMITS, UPLOAD_LIMITS, type AuthoredLesson, type LessonInput } from '@hashar/common';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { Form, SaveButton, TextInput, maxLength, required, useInput, useTranslate, type Identifier } from 'react-admin';
import { uploadFile } from '../components/ImageUploadInput';
import { useFormCall } from '../crm/crmApi';
import { RichTextBody } from '../news/RichTextBody';
import { courseApi } from './courseApi';

type Attachment = { key: string; name: string };

/** A lesson's video as the link an author would paste (the API keeps provider and id only). */
const videoLink = (video: AuthoredLesson['video']) =>
  !video ? '' : video.provider === 'youtube' ? `https://www.youtube.com/watch?v=${video.id}` : `https://vimeo.com/${video.id}`;

/** The lesson's PDFs: each uploaded as course-attachment, named as readers will see it, removable. */
const AttachmentsInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const files: Attachment[] = Array.isArray(field.value) ? (field.value as Attachment[]) : [];
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setUploading(true);
    try {
      const stored = await uploadFile(file, 'courseAttachment', translate);
      field.onChange([...files, { key: stored.key ?? stored.url, name: stored.name ?? file.name }]);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setUploading(false);
    }
  };
  const rename = (index: number, name: string) => field.onChange(files.map((f, i) => (i === index ? { ...f, name } : f)));
  return (
    <Box sx={{ my: 1 }} data-testid="lesson-attachments">
      <Typography variant="subtitle2">{translate('hashar.courses.lesson.attachments')}</Typography>
      {files.map((file, index) => (
        <Stack key={file.key} direction="row" sx={{ alignItems: 'center', gap: 1, my: 1 }}>
          <PictureAsPdfIcon color="error" aria-hidden />
          <TextField
            size="small"
            label={translate('hashar.courses.lesson.attachment_name')}
            value={file.name}
            onChange={(event) => rename(index, event.target.value)}
            sx={{ flex: 1 }}
          />
          <IconButton
            aria-label={translate('hashar.courses.lesson.remove_attachment')}
            onClick={() => field.onChange(files.filter((_, i) => i !== index))}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
      ))}
      {files.length < COURSE_LIMITS.attachmentsMax ? (
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          size="small"
          disabled={uploading}
          startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
        >
          {translate('hashar.courses.lesson.attach')}
          <Box
            component="input"
            id={inputId}
            type="file"
            accept={UPLOAD_LIMITS.courseAttachment.types.join(',')}
            onChange={(event) => void upload(event)}
            data-testid="lesson-attachment-file"
            sx={{ position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' }}
          />
        </Button>
      ) : null}
      {failure ? (
        <FormHelperText error role="alert">
          {failure}
        </FormHelperText>
      ) : null}
    </Box>
  );
};

const L = COURSE_LIMITS;
const blank = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** Adds a lesson (after the last one) or changes one: titles, texts, video link, PDFs. */
export const LessonDialog = ({ courseId, lesson, onClose }: { courseId: Identifier; lesson: AuthoredLesson | null; onClose(): void }) => {
  const translate = useTranslate();
  const { submit } = useFormCall();
  const save = async (data: Record<string, unknown>) => {
    const input: LessonInput = {
      titleRu: String(data['titleRu'] ?? ''),
      titleUz: blank(data['titleUz']),
      bodyRu: typeof data['bodyRu'] === 'string' ? data['bodyRu'] : '',
      bodyUz: blank(data['bodyUz']),
      video: blank(data['video']),
      attachments: ((data['attachments'] as Attachment[] | undefined) ?? []).map(({ key, name }) => ({ key, name })),
    };
    // A refusal's field errors go onto the inputs (react-admin's Form reads the returned object).
    return submit(
      () => (lesson ? courseApi.updateLesson(courseId, lesson.id, input) : courseApi.addLesson(courseId, input)),
      'hashar.courses.lesson_saved',
      onClose,
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="lesson-dialog-title">
      <Form
        record={{
          titleRu: lesson?.titleRu ?? '',
          titleUz: lesson?.titleUz ?? '',
          bodyRu: lesson?.bodyRu ?? '',
          bodyUz: lesson?.bodyUz ?? '',
          video: videoLink(lesson?.video ?? null),
          attachments: lesson?.attachments.map(({ key, name }) => ({ key, name })) ?? [],
        }}
        onSubmit={save}
      >
        <DialogTitle id="lesson-dialog-title">{translate(lesson ? 'hashar.courses.edit_lesson' : 'hashar.courses.add_lesson')}</DialogTitle>
        <DialogContent data-testid="lesson-form">
          <TextInput source="titleRu" label="hashar.courses.lesson.titleRu" validate={[required(), maxLength(L.titleMax)]} fullWidth />
          <TextInput source="titleUz" label="hashar.courses.lesson.titleUz" validate={maxLength(L.titleMax)} fullWidth />
          <RichTextBody source="bodyRu" label="hashar.courses.lesson.bodyRu" />
          <RichTextBody source="bodyUz" label="hashar.courses.lesson.bodyUz" />
          <TextInput source="video" label="hashar.courses.lesson.video" helperText="hashar.courses.lesson.video_hint" fullWidth />
          <AttachmentsInput source="attachments" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable data-testid="lesson-save" />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
