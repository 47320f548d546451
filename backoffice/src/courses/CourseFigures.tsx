import type { AuthoredCourse } from '@hashar/common';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { MonthBars } from '../components/MonthBars';
import { errorMessage } from '../crm/crmApi';
import { formatNumber } from '../i18n/numbers';
import { useCustomQuery } from '../useCustomQuery';
import { courseApi } from './courseApi';

/** One figure in a small card. */
const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Card variant="outlined" sx={{ flex: '1 1 140px' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId}>
        {value}
      </Typography>
    </CardContent>
  </Card>
);

/** The learners as CSV (GET …/learners.csv with the token). */
const LearnersCsv = ({ courseId }: { courseId: AuthoredCourse['id'] }) => {
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setFailure(null);
    try {
      await courseApi.downloadLearners(courseId);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={pending}
        onClick={() => void download()}
        data-testid="course-learners-csv"
      >
        {translate('hashar.courses.figures.csv')}
      </Button>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {translate(failure, { _: failure })}
        </Alert>
      ) : null}
    </Box>
  );
};

/** A course's figures (GET …/stats): enrolled, completed, pass rate, average score, completions by month; the learners' CSV. */
export const CourseFigures = (_props: { label?: false }) => {
  const record = useRecordContext<AuthoredCourse>();
  const translate = useTranslate();
  const stats = useCustomQuery(['courseStats', record?.id], (provider) => provider.getCourseStats(record!.id), { enabled: !!record });
  if (!record) return null;
  if (stats.error && !stats.isFetching) {
    const failure = errorMessage(stats.error);
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void stats.refetch()}>
            {translate('hashar.courses.figures.retry')}
          </Button>
        }
      >
        {translate(failure, { _: failure })}
      </Alert>
    );
  }
  const data = stats.data;
  if (!data) return <Skeleton variant="rounded" height={220} />;
  const percent = (value: number | null) => (value === null ? '—' : `${formatNumber(value)}%`);
  return (
    <Stack spacing={2} data-testid="course-figures">
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Figure label={translate('hashar.courses.figures.enrolled')} value={formatNumber(data.enrolled)} testId="figure-enrolled" />
        <Figure label={translate('hashar.courses.figures.completed')} value={formatNumber(data.completed)} testId="figure-completed" />
        <Figure label={translate('hashar.courses.figures.pass_rate')} value={percent(data.passRate)} testId="figure-pass-rate" />
        <Figure
          label={translate('hashar.courses.figures.average_score')}
          value={percent(data.averageScore)}
          testId="figure-average-score"
        />
      </Stack>
      <MonthBars
        months={data.completionsByMonth.map((m) => ({ month: m.month, value: m.count }))}
        label={translate('hashar.courses.figures.completions')}
        title={translate('hashar.courses.figures.by_month')}
        empty={translate('hashar.courses.figures.empty')}
        testId="course-completions-chart"
      />
      <LearnersCsv courseId={record.id} />
    </Stack>
  );
};
