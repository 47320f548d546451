import { localized, type AuthoredCourse } from '@hashar/common';
import { Box, Chip, List, ListItem, ListItemText, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { QuizTerms } from './QuizTerms';

type Lang = 'ru' | 'uz';

/**
 * The course as a reader sees its page, in either language (Uzbek falls back to Russian): the
 * cover, title, summary, level and time, the description, the lessons' titles and the quiz's terms.
 */
export const CoursePreview = (_props: { label?: false }) => {
  const record = useRecordContext<AuthoredCourse>();
  const translate = useTranslate();
  const [uiLocale] = useLocaleState();
  const [lang, setLang] = useState<Lang>(uiLocale === 'uz' ? 'uz' : 'ru');
  if (!record) return null;
  const text = (ru: string, uz: string | null) => localized(lang, ru, uz);
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }} data-testid="course-preview">
      <ToggleButtonGroup
        exclusive
        size="small"
        value={lang}
        onChange={(_event, value: Lang | null) => value && setLang(value)}
        aria-label={translate('hashar.courses.preview_language')}
      >
        <ToggleButton value="ru">Русский</ToggleButton>
        <ToggleButton value="uz">O'zbekcha</ToggleButton>
      </ToggleButtonGroup>
      {record.cover ? (
        <Box component="img" src={record.cover} alt="" sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 1 }} />
      ) : null}
      <Typography variant="h4" component="h2" data-testid="preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {text(record.titleRu, record.titleUz)}
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" data-testid="preview-summary">
        {text(record.summaryRu, record.summaryUz)}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={translate(`hashar.courses.levels.${record.level}`)} />
        <Chip size="small" label={translate('hashar.courses.minutes', { smart_count: record.estimatedMinutes })} />
        <Chip size="small" variant="outlined" label={record.author.name} />
      </Stack>
      <Box
        sx={{ '& img': { maxWidth: '100%', height: 'auto' }, overflowWrap: 'anywhere' }}
        // The body as the API keeps it: sanitised on the way in and out by the server.
        dangerouslySetInnerHTML={{ __html: text(record.bodyRu, record.bodyUz) }}
      />
      <Box>
        <Typography variant="h6" component="h3">
          {translate('hashar.courses.preview_lessons')}
        </Typography>
        <List dense>
          {record.lessons.map((lesson) => (
            <ListItem key={lesson.id} disableGutters data-testid="preview-lesson">
              <ListItemText primary={`${lesson.position}. ${text(lesson.titleRu, lesson.titleUz)}`} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Typography variant="body1">
        <QuizTerms />
      </Typography>
    </Stack>
  );
};
