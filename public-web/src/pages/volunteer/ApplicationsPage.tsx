import { APPLICATION_STATES, CANT_COME_PARAM, type ApplicationRow, type ApplicationState } from '@hashar/common';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { listApplications, withdrawApplication } from '../../api/volunteer';
import { FormAlert, SelectField } from '../../components/forms';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { Pager } from '../../components/Pager';
import { ApplicationItem } from './ApplicationItem';
import { CantCome } from './CantCome';
import { ListStatus } from './ListStatus';
import { VolunteerOnly, isParticipant } from './VolunteerOnly';
import { PersonalQr } from '../checkin/PersonalQr';

/** `/{locale}/profile/application`: every application of the volunteer, by state, with withdrawal. */
export default function ApplicationsPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const [state, setState] = useState<ApplicationState | ''>('');
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // A reminder's "can't come" link names an application to withdraw (?cantCome=<id>).
  const [params, setParams] = useSearchParams();
  const cantCome = params.get(CANT_COME_PARAM);
  const title = t('volunteer.applications.title');
  useDocumentTitle(title);
  const applications = useLoad(
    (signal) => listApplications(session.request, { state, page }, signal),
    `${locale}|${state}|${page}|${session.token}`,
    isParticipant(session.role),
  );

  const withdraw = async (row: ApplicationRow, done: 'volunteer.withdrawn' | 'volunteer.cantCome.done' = 'volunteer.withdrawn') => {
    setBusyId(row.id);
    try {
      await withdrawApplication(session.request, row.id);
      setMessage({ tone: 'success', text: t(done, { title: row.target.title }) });
      applications.reload();
      if (done === 'volunteer.cantCome.done') {
        setParams(
          (p) => {
            p.delete(CANT_COME_PARAM);
            return p;
          },
          { replace: true },
        );
      }
    } catch (err) {
      setMessage({ tone: 'error', text: err instanceof ApiError && err.status ? err.message : t('errors.network') });
    } finally {
      setBusyId(null);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };

  return (
    <VolunteerOnly title={title}>
      <section className="organizer">
        <h1>{title}</h1>
        {cantCome !== null ? (
          <CantCome id={Number(cantCome)} busy={busyId !== null} onWithdraw={(row) => void withdraw(row, 'volunteer.cantCome.done')} />
        ) : null}
        <PersonalQr />
        {message ? (
          <FormAlert ref={alertRef} tone={message.tone} testId="list-message">
            {message.text}
          </FormAlert>
        ) : null}
        <div className="organizer__filters">
          <SelectField
            id="applications-state"
            label={t('volunteer.filter')}
            value={state}
            onValueChange={(value) => {
              setState(value as ApplicationState | '');
              setPage(1);
            }}
          >
            <option value="">{t('volunteer.filter.all')}</option>
            {APPLICATION_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`volunteer.state.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <ListStatus state={applications} empty={t(state ? 'volunteer.emptyFiltered' : 'volunteer.empty')} />
        {applications.data?.data.length ? (
          <ul className="activity-list">
            {applications.data.data.map((row) => (
              <ApplicationItem key={row.id} row={row} busy={busyId === row.id} onWithdraw={() => void withdraw(row)} />
            ))}
          </ul>
        ) : null}
        {applications.data ? (
          <Pager page={applications.data.page} total={applications.data.total} perPage={applications.data.perPage} onPage={setPage} />
        ) : null}
      </section>
    </VolunteerOnly>
  );
}
