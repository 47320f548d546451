import { Alert, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, useRecordContext, useTranslate } from 'react-admin';
import { useFormatDateTime } from '../components/DateTimeField';
import { useCustomQuery } from '../useCustomQuery';
import { HistoryTable } from '../verifications/HistoryTable';
import { PrivateFile } from '../verifications/PrivateFile';
import { ProfileTable } from '../verifications/ProfileTable';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent sx={{ overflowX: 'auto' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** A small table: header labels, then rows of cells. */
const Grid = ({ head, rows, testId }: { head: string[]; rows: ReactNode[][]; testId: string }) => (
  <Table size="small" data-testid={testId}>
    <TableHead>
      <TableRow>
        {head.map((h) => (
          <TableCell key={h}>{h}</TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {rows.map((cells, i) => (
        <TableRow key={i}>
          {cells.map((c, j) => (
            <TableCell key={j}>{c}</TableCell>
          ))}
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/**
 * The person's whole profile (sensitive fields included: the API audits this read), their
 * verification papers and history, applications across kinds with hours, the points ledger
 * and reviews both ways. Loaded when its tab opens.
 */
export const PersonProfile = () => {
  const record = useRecordContext<{ id: number }>();
  const translate = useTranslate();
  const date = useFormatDateTime();
  const profile = useCustomQuery(['personProfile', record?.id], (provider) => provider.getPersonProfile(record!.id), { enabled: !!record });
  const person = profile.data;
  const error = profile.error?.message;
  if (error) return <Alert severity="error">{translate('hashar.verifications.person.load_error', { message: error })}</Alert>;
  if (!person) return <Loading />;
  const t = (key: string, args?: object) => translate(`hashar.verifications.${key}`, args);
  const docs = (person.organization?.files ?? []).filter((f) => f.kind !== 'photo');
  return (
    <Stack spacing={2} sx={{ py: 1 }} data-testid="person-profile">
      <Alert severity="warning">{t('sensitive_note')}</Alert>
      <Section title={t('profile')}>
        <ProfileTable data={person.volunteer ?? person.organization ?? {}} skip={['files', 'passportFile', 'logo', 'banner']} />
      </Section>
      {person.passportUrl ? (
        <Section title={t('passport')}>
          <PrivateFile url={person.passportUrl} title={t('passport')} />
        </Section>
      ) : null}
      {docs.length ? (
        <Section title={t('documents')}>
          {docs.map((f) => (
            <div key={f.id}>
              <Typography variant="subtitle2">{f.name}</Typography>
              {f.adminUrl ? <PrivateFile url={f.adminUrl} title={f.name} /> : null}
            </div>
          ))}
        </Section>
      ) : null}
      <Section title={t('history')}>
        <HistoryTable rows={person.history} />
      </Section>
      <Section title={t('person.applications')}>
        <Grid
          testId="person-applications"
          head={[t('person.activity'), t('person.state'), t('person.hours'), t('person.date')]}
          rows={person.applications.data.map((a) => [a.target.title, a.state, a.hours ?? '—', date(a.createdAt, { short: true })])}
        />
      </Section>
      <Section title={t('person.points')}>
        <Typography sx={{ mb: 1 }}>{t('person.balance', { balance: person.points.balance })}</Typography>
        <Grid
          testId="person-points"
          head={[t('person.date'), t('person.delta'), t('person.reason'), t('person.activity')]}
          rows={person.points.history.data.map((p) => [date(p.createdAt, { short: true }), p.delta, p.reason, p.title])}
        />
      </Section>
      <Section title={t('person.reviews')}>
        <Grid
          testId="person-reviews"
          head={[t('person.direction'), t('person.who'), t('person.stars'), t('person.text'), t('person.date')]}
          rows={person.reviews.map((r) => [
            t(`person.${r.direction}`),
            r.otherName ?? '—',
            r.stars,
            r.text,
            date(r.createdAt, { short: true }),
          ])}
        />
      </Section>
    </Stack>
  );
};
