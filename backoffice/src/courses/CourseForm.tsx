import { COURSE_LIMITS } from '@hashar/common';
import { Box } from '@mui/material';
import {
  BooleanInput,
  Create,
  Edit,
  NumberInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
} from 'react-admin';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { useDirectionChoices } from '../moderation/publicLists';
import { RichTextBody } from '../news/RichTextBody';
import { LEVEL_CHOICES } from './fields';
import { courseInput } from './input';

const L = COURSE_LIMITS;
/** Two columns on a wide screen (Russian beside Uzbek), one on a narrow one. */
const PAIR = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' } as const;

/** The directions, named in the UI language. */
const DirectionsInput = () => (
  <SelectArrayInput source="directionIds" choices={useDirectionChoices()} translateChoice={false} fullWidth sx={{ maxWidth: 600 }} />
);

/** Inputs of a course, shared by Create and Edit (its lessons and quiz are edited on its page). */
const CourseInputs = () => (
  <>
    <Box sx={PAIR}>
      <TextInput source="titleRu" validate={[required(), minLength(L.titleMin), maxLength(L.titleMax)]} fullWidth />
      <TextInput source="titleUz" validate={[minLength(L.titleMin), maxLength(L.titleMax)]} fullWidth />
    </Box>
    <Box sx={PAIR}>
      <TextInput source="summaryRu" multiline minRows={2} validate={[required(), maxLength(L.summaryMax)]} fullWidth />
      <TextInput source="summaryUz" multiline minRows={2} validate={maxLength(L.summaryMax)} fullWidth />
    </Box>
    <RichTextBody source="bodyRu" />
    <RichTextBody source="bodyUz" />
    <ImageUploadInput source="cover" kind="courseCover" />
    <DirectionsInput />
    <Box sx={{ ...PAIR, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      <SelectInput source="level" choices={LEVEL_CHOICES} validate={required()} />
      <NumberInput source="estimatedMinutes" min={1} validate={[required(), minValue(1), maxValue(L.minutesMax)]} />
      <NumberInput source="passMark" min={1} max={100} validate={[minValue(1), maxValue(100)]} helperText="hashar.courses.no_quiz_hint" />
      <NumberInput source="attemptsPerDay" min={1} validate={[required(), minValue(1), maxValue(L.attemptsPerDayMax)]} />
    </Box>
    <BooleanInput source="isListed" />
  </>
);

/* Saves are pessimistic: a 400's per-field messages land on the inputs. */

/** An admin changes a course (its state stays; audited). */
export const CourseEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" transform={courseInput}>
    <SimpleForm sx={{ maxWidth: 1000 }}>
      <CourseInputs />
    </SimpleForm>
  </Edit>
);

/** An admin writes a platform course: published at once; its lessons and quiz are added on its page. */
export const CourseCreate = () => (
  <Create redirect="show" transform={courseInput}>
    <SimpleForm
      sx={{ maxWidth: 1000 }}
      defaultValues={{
        level: 'beginner',
        isListed: true,
        passMark: L.passMarkDefault,
        attemptsPerDay: L.attemptsPerDayDefault,
        directionIds: [],
        bodyRu: '',
      }}
    >
      <CourseInputs />
    </SimpleForm>
  </Create>
);
