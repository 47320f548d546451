import type { ApplicationState } from '@hashar/common';
import { Box, Card, CardContent, Chip, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { RecordContextProvider, useGetList, useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { ApplicationButtons, sessionLabel, sessionOf, useSessions, type ApplicantRecord } from './applications';

/** The columns of the board, left to right: applied (pending) → accepted → attended → hours verified (completed). */
const PIPELINE: readonly ApplicationState[] = ['pending', 'accepted', 'attended', 'completed'];

const ApplicantCard = ({ record }: { record: ApplicantRecord }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <RecordContextProvider value={record}>
      <Card variant="outlined" data-testid="pipeline-card" data-state={record.state}>
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography variant="subtitle2">{record.volunteerName || record.volunteerEmail}</Typography>
          {record.volunteerPhone ? (
            <Typography variant="caption" component="div" color="text.secondary">
              {record.volunteerPhone}
            </Typography>
          ) : null}
          <Typography variant="caption" component="div" color="text.secondary">
            {sessionLabel(sessionOf(record), locale)}
          </Typography>
          {record.hours != null ? (
            <Chip
              size="small"
              color="success"
              sx={{ mt: 0.5 }}
              label={translate('hashar.crm.hours_count', { smart_count: record.hours })}
            />
          ) : null}
          <Box sx={{ mt: 1 }}>
            <ApplicationButtons />
          </Box>
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
};

const Column = ({ state, eventId, sessionId }: { state: ApplicationState; eventId: Identifier; sessionId: Identifier | '' }) => {
  const translate = useTranslate();
  const { data, total, isPending } = useGetList<ApplicantRecord>('crm/applications', {
    filter: { eventId, state, ...(sessionId !== '' ? { sessionId } : {}) },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'createdAt', order: 'ASC' },
  });
  return (
    <Paper
      variant="outlined"
      data-testid={`pipeline-${state}`}
      sx={{ p: 1, bgcolor: 'action.hover', minWidth: { xs: 260, md: 0 }, flex: { xs: '0 0 260px', md: 1 }, scrollSnapAlign: 'start' }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ px: 0.5, pb: 1, display: 'flex', justifyContent: 'space-between' }}>
        {translate(`hashar.crm.pipeline.${state}`)}
        <Chip size="small" label={isPending ? '…' : (total ?? data?.length ?? 0)} />
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {(data ?? []).map((record) => (
          <ApplicantCard key={record.id} record={record} />
        ))}
        {!isPending && !data?.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
            {translate('hashar.crm.pipeline.empty')}
          </Typography>
        ) : null}
      </Box>
    </Paper>
  );
};

/** The applicants of an event as a board; the buttons of each card move it to the next column. */
export const PipelineBoard = ({ eventId }: { eventId: Identifier }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const sessions = useSessions(eventId);
  const [sessionId, setSessionId] = useState<Identifier | ''>('');
  return (
    <>
      {sessions.length > 1 ? (
        <TextField
          select
          size="small"
          label={translate('resources.crm/applications.fields.sessionId')}
          value={sessionId}
          onChange={(event) => setSessionId(event.target.value === '' ? '' : Number(event.target.value))}
          sx={{ mb: 2, minWidth: 240 }}
        >
          <MenuItem value="">{translate('hashar.crm.all_sessions')}</MenuItem>
          {sessions.map((session) => (
            <MenuItem key={session.id} value={session.id}>
              {sessionLabel(session, locale)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', scrollSnapType: 'x mandatory', pb: 1 }} data-testid="pipeline-board">
        {PIPELINE.map((state) => (
          <Column key={state} state={state} eventId={eventId} sessionId={sessionId} />
        ))}
      </Box>
    </>
  );
};
