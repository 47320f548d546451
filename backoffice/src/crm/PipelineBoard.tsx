import type { ApplicationState } from '@hashar/common';
import { Box, Card, CardContent, Chip, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import { Button, RecordContextProvider, useGetList, useLocaleState, useNotify, useTranslate, type Identifier } from 'react-admin';
import { ApplicationButtons, TeamLabel, TeamMembers, sessionLabel, sessionOf, useSessions, type ApplicantRecord } from './applications';
import { ApplicantContacts, ApplicantFacts } from './ApplicantContacts';
import { downloadFile, errorMessage } from './crmApi';
import { pipelineStates } from './decisions';
import { hoursPlural } from '../i18n/numbers';

const ApplicantCard = ({ record }: { record: ApplicantRecord }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <RecordContextProvider value={record}>
      <Card variant="outlined" data-testid="pipeline-card" data-state={record.state}>
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <TeamLabel />
          <Typography variant="subtitle2">{record.volunteerName}</Typography>
          <ApplicantFacts />
          <ApplicantContacts email={false} />
          <Typography variant="caption" component="div" color="text.secondary">
            {sessionLabel(sessionOf(record), locale)}
          </Typography>
          {record.message ? (
            <Typography
              variant="body2"
              sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
              title={record.message}
              data-testid="pipeline-message"
            >
              {record.message}
            </Typography>
          ) : null}
          {record.note ? (
            <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5, fontStyle: 'italic' }}>
              {record.note}
            </Typography>
          ) : null}
          {record.cv ? <CvButton cv={record.cv} /> : null}
          {record.hours != null ? (
            <Chip size="small" color="success" sx={{ mt: 0.5 }} label={translate('hashar.crm.hours_count', hoursPlural(record.hours))} />
          ) : null}
          <Box sx={{ mt: 1 }}>
            <ApplicationButtons />
          </Box>
          {record.team ? (
            <Box sx={{ mt: 1, overflowX: 'auto' }}>
              <TeamMembers />
            </Box>
          ) : null}
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
};

/** The applicant's CV, fetched with the Bearer token (the owner's CV route) and saved under its name. */
const CvButton = ({ cv }: { cv: { name: string; url: string } }) => {
  const notify = useNotify();
  const download = async () => {
    try {
      await downloadFile(cv.url, cv.name);
    } catch (error) {
      const message = errorMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  };
  return (
    <Button label="hashar.crm.cv" size="small" onClick={() => void download()} data-testid="pipeline-cv" sx={{ mt: 0.5 }}>
      <DescriptionIcon />
    </Button>
  );
};

type BoardFilter = Record<string, Identifier>;

const Column = ({ state, filter }: { state: ApplicationState; filter: BoardFilter }) => {
  const translate = useTranslate();
  const { data, total, isPending } = useGetList<ApplicantRecord>('crm/applications', {
    filter: { ...filter, state },
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

/**
 * The applicants of an activity as a board, one column per step of its kind's pipeline
 * (pipelineStates: events applied → accepted → attended → hours verified; vacancies applied →
 * shortlisted → interview → accepted); the buttons of each card move it along. An event's
 * board (`eventId`) may be narrowed to one session; any other activity is named by its
 * crm/activities id (`activity`).
 */
export const PipelineBoard = ({ eventId, activity }: { eventId?: Identifier; activity?: { kind: string; ref: string } }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const sessions = useSessions(eventId);
  const [sessionId, setSessionId] = useState<Identifier | ''>('');
  const filter: BoardFilter = activity ? { activityRef: activity.ref } : { eventId: eventId!, ...(sessionId !== '' ? { sessionId } : {}) };
  return (
    <>
      {eventId !== undefined && sessions.length > 1 ? (
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
        {pipelineStates(activity?.kind ?? 'event').map((state) => (
          <Column key={state} state={state} filter={filter} />
        ))}
      </Box>
    </>
  );
};
