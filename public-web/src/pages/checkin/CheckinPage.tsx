import { CHECKIN_REFUSALS, activityKind, pagePath, type CheckinRefusal, type CheckinView } from '@hashar/common';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { checkinApi } from '../../api/checkin';
import { loginLink } from '../../activity/sessionAction';
import { LoadError, Loading } from '../../components/LoadState';
import { SubmitButton, useSubmitGuard } from '../../components/forms';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDateRange, formatDateTime, formatTime } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import './checkin.css';

/** What the page says after a tap: checked in (at a time), or the API's refusal (its code and message). */
type Outcome = { kind: 'done'; at: string } | { kind: 'refused'; code: CheckinRefusal; message: string };

const isRefusal = (code: string): code is CheckinRefusal => (CHECKIN_REFUSALS as readonly string[]).includes(code);

/** A verdict box: a mark, a heading and a line, announced to screen readers and focused when it appears. */
function Verdict({ tone, heading, lead, testId }: { tone: 'ok' | 'refused'; heading: string; lead: string; testId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [heading]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`checkin__verdict checkin__verdict--${tone}`}
      role={tone === 'ok' ? 'status' : 'alert'}
      data-testid={testId}
    >
      <span className="checkin__mark" aria-hidden="true">
        {tone === 'ok' ? '✓' : '!'}
      </span>
      <div>
        <h2>{heading}</h2>
        <p>{lead}</p>
      </div>
    </div>
  );
}

/** The shift the QR names: its activity, title, time, address and when check-in opens. */
function Shift({ view }: { view: CheckinView }) {
  const { t, locale } = useI18n();
  const { shift } = view;
  const page = pagePath(locale, activityKind(shift.activity.kind).pages.view, { id: shift.activity.id });
  return (
    <section className="checkin__card" aria-labelledby="checkin-activity">
      <h1 id="checkin-activity" data-testid="checkin-activity">
        {shift.activity.title}
      </h1>
      {shift.title ? <p className="checkin__shift">{shift.title}</p> : null}
      <dl className="checkin__facts">
        <div>
          <dt>{t('checkin.when')}</dt>
          <dd>{formatDateRange(locale, shift.startsAt, shift.endsAt)}</dd>
        </div>
        {shift.address ? (
          <div>
            <dt>{t('checkin.address')}</dt>
            <dd>{shift.address}</dd>
          </div>
        ) : null}
      </dl>
      <p className="muted">{t('checkin.opens', { time: formatDateTime(locale, shift.opensAt) })}</p>
      <Link to={page}>{t('checkin.toActivity')}</Link>
    </section>
  );
}

/** The shift, then one button (a mistaken scan checks nobody in) and what came of it. */
function CheckinBody({ view, sessionId, code }: { view: CheckinView; sessionId: string; code: string }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { busy, run } = useSubmitGuard();
  const checkedInAt = view.application?.checkedInAt ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      try {
        const done = await checkinApi.checkIn(session.request, sessionId, code);
        setOutcome({ kind: 'done', at: done.application?.checkedInAt ?? new Date().toISOString() });
      } catch (err) {
        if (err instanceof ApiError && isRefusal(err.code)) setOutcome({ kind: 'refused', code: err.code, message: err.message });
        else
          setOutcome({
            kind: 'refused',
            code: 'invalid_code',
            message: err instanceof ApiError && err.status ? err.message : t('errors.network'),
          });
      }
    });
  };

  let result = null;
  if (outcome?.kind === 'done')
    result = (
      <Verdict tone="ok" heading={t('checkin.done', { time: formatTime(outcome.at) })} lead={t('checkin.doneLead')} testId="checkin-done" />
    );
  else if (checkedInAt && !outcome)
    result = (
      <Verdict
        tone="ok"
        heading={t('checkin.already', { time: formatTime(checkedInAt) })}
        lead={t('checkin.doneLead')}
        testId="checkin-already"
      />
    );
  else if (outcome?.kind === 'refused')
    result = (
      <Verdict
        tone="refused"
        heading={t(`checkin.refused.${outcome.code}`)}
        lead={outcome.message}
        testId={`checkin-refused-${outcome.code}`}
      />
    );

  return (
    <>
      <Shift view={view} />
      {result}
      {checkedInAt || outcome?.kind === 'done' ? (
        <Link className="btn btn--secondary" to={pagePath(locale, 'profileApplications')}>
          {t('checkin.myApplications')}
        </Link>
      ) : (
        <form onSubmit={submit} noValidate>
          <SubmitButton busy={busy} busyLabel={t('checkin.busy')} className="checkin__button" data-testid="checkin-submit">
            {t('checkin.button')}
          </SubmitButton>
        </form>
      )}
    </>
  );
}

/**
 * checkin/:sessionId?code= — the page a shift's QR opens. A visitor who is not signed
 * in logs in and comes back to this address, code and all; then the shift and a big "check in"
 * button, and a clear verdict: checked in at a time, or why not (not accepted, too early — with
 * the opening time —, too late, already, wrong shift, invalid code).
 */
export default function CheckinPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const { pathname, search } = useLocation();
  const sessionId = useParams()['sessionId'] ?? '';
  const code = useSearchParams()[0].get('code') ?? '';
  useDocumentTitle(t('checkin.title'));
  const signedIn = session.role !== null;
  const loaded = useLoad((signal) => checkinApi.view(session.request, sessionId, code, signal), `${locale}|${sessionId}|${code}`, signedIn);
  if (!signedIn) return <Navigate to={loginLink(locale, `${pathname}${search}`)} replace />;

  const failed = loaded.status === 'error' && !loaded.data;
  let body = null;
  if (failed && loaded.errorStatus === 400)
    body = (
      <Verdict
        tone="refused"
        heading={t('checkin.refused.invalid_code')}
        lead={t('checkin.invalidLead')}
        testId="checkin-refused-invalid_code"
      />
    );
  else if (failed && loaded.errorStatus === 404)
    body = <Verdict tone="refused" heading={t('checkin.notFound')} lead={t('checkin.notFoundLead')} testId="checkin-not-found" />;
  else if (failed) body = <LoadError onRetry={loaded.reload} />;
  else if (loaded.data) body = <CheckinBody view={loaded.data} sessionId={sessionId} code={code} />;
  else body = <Loading />;

  return (
    <div className="checkin" data-testid="checkin-page">
      <p className="checkin__eyebrow">{t('checkin.title')}</p>
      {body}
    </div>
  );
}
