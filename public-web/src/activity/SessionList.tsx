import { pagePath, type MyApplicationDto, type ModerationState, type RequiredCourse, type SessionDto } from '@hashar/common';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '../api/client';
import { ContactsNote } from '../components/ContactsNote';
import { eventsApi } from '../api/events';
import { useSession } from '../session/SessionProvider';
import { formatDateRange } from '../i18n/dates';
import { loginLink, sessionAction, type SessionAction } from './sessionAction';
import { useI18n } from '../i18n';
import { CourseFirst } from './RequiredCourses';

/** Team sign-up of an initiative group (its own chunk and texts: only group leaders use it). */
const TeamSignup = lazy(() => import('./TeamSignup'));

interface Props {
  sessions: readonly SessionDto[];
  myApplications: readonly MyApplicationDto[];
  moderation: ModerationState;
  archived: boolean;
  /** The first course the activity requires that the caller has not completed: shown instead of Apply. */
  courseFirst?: RequiredCourse;
  /** Called after an application or a withdrawal, to reload places and states. */
  onChanged: () => void;
}

/** The sessions (shifts) of an event or visit offer, each with what the visitor can do about it. */
export function SessionList({ sessions, myApplications, moderation, archived, courseFirst, onChanged }: Props) {
  const { t } = useI18n();
  const { role } = useSession();
  if (sessions.length === 0) return <p>{t('events.sessions.none')}</p>;
  const kinds = sessions.map((s) => sessionAction({ session: s, role, myApplications, moderation, archived }).kind);
  const hasNotAllowed = kinds.includes('notAllowed');
  const mayApply = kinds.includes('apply') || kinds.includes('waitlist');
  return (
    <>
      {hasNotAllowed && (
        <p className="activity__note" data-testid="apply-not-allowed">
          {t('events.apply.notAllowed')}
        </p>
      )}
      <ul className="sessions" data-testid="sessions">
        {sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            onChanged={onChanged}
            published={moderation === 'approved'}
            team={role === 'volon' && moderation === 'approved' && !archived}
            action={sessionAction({ session, role, myApplications, moderation, archived })}
            courseFirst={courseFirst}
          />
        ))}
      </ul>
      {mayApply && <ContactsNote />}
    </>
  );
}

function SessionRow({
  session,
  action,
  onChanged,
  published,
  team,
  courseFirst,
}: {
  session: SessionDto;
  action: SessionAction;
  courseFirst?: RequiredCourse;
  onChanged: () => void;
  published: boolean;
  /** A volunteer on a published, live activity: a group's leader may sign the team up (TeamSignup decides). */
  team: boolean;
}) {
  const { locale, t, plural } = useI18n();
  const { request } = useSession();
  const { pathname, hash } = useLocation();
  const anchor = `session-${session.id}`;
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The API names `birthDate` when a minimum age needs the volunteer's birth date: link the profile.
  const [needsBirthDate, setNeedsBirthDate] = useState(false);
  // The button pressed goes away with its answer: the keyboard and the screen reader move to the row's outcome.
  const actionRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const withdrawRef = useRef<HTMLButtonElement>(null);
  const [focusTo, setFocusTo] = useState<'result' | 'confirm' | 'withdraw' | null>(null);
  useEffect(() => {
    if (!focusTo) return;
    ({ result: actionRef, confirm: confirmRef, withdraw: withdrawRef })[focusTo].current?.focus();
    setFocusTo(null);
  }, [focusTo]);

  // Back from a required course (`#session-<id>`): the shift in view and its Apply button one tap (or Enter) away.
  useEffect(() => {
    if (hash !== `#${anchor}`) return;
    actionRef.current?.scrollIntoView({ block: 'center' });
    (actionRef.current?.querySelector<HTMLElement>('button, a') ?? actionRef.current)?.focus();
  }, [hash, anchor]);

  // Said after a withdrawal (the apply button comes back, so the row would not say what happened).
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (call: () => Promise<unknown>, done: string | null = null) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await call();
      setConfirming(false);
      setNotice(done);
      setFocusTo('result');
      onChanged();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setNeedsBirthDate(err instanceof ApiError && 'birthDate' in err.fields);
      setFocusTo('result');
    } finally {
      setBusy(false);
    }
  };
  const label = session.title ?? formatDateRange(locale, session.startsAt, session.endsAt);

  return (
    <li className="session" id={anchor} data-testid="session" data-session-id={session.id}>
      <div className="session__info">
        <p className="session__title">{label}</p>
        {session.title && (
          <p className="session__dates">
            <time dateTime={session.startsAt}>{formatDateRange(locale, session.startsAt, session.endsAt)}</time>
          </p>
        )}
        <p className="session__places">
          {session.freePlaces > 0 ? plural('events.places.free', session.freePlaces) : t('events.places.none')}
          {session.waitlisted > 0 && ` · ${plural('events.places.waitlisted', session.waitlisted)}`}
        </p>
      </div>
      <div className="session__action" ref={actionRef} tabIndex={-1} aria-live="polite" data-testid="session-action">
        {action.kind === 'login' && (
          <Link className="btn btn--secondary" to={loginLink(locale, pathname)}>
            {t('events.apply.login')}
          </Link>
        )}
        {(action.kind === 'apply' || action.kind === 'waitlist') && courseFirst && (
          <CourseFirst course={courseFirst} returnTo={`${pathname}#${anchor}`} />
        )}
        {(action.kind === 'apply' || action.kind === 'waitlist') && !courseFirst && (
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            aria-label={`${t(action.kind === 'apply' ? 'events.apply.button' : 'events.apply.waitlist')}: ${label}`}
            onClick={() => void run(() => eventsApi.apply(request, session.id))}
          >
            {t(action.kind === 'apply' ? 'events.apply.button' : 'events.apply.waitlist')}
          </button>
        )}
        {action.kind === 'applied' && (
          <>
            <p className={`state-badge state-badge--${action.application.state}`} data-testid="application-state">
              {t(`events.application.${action.application.state}`)}
            </p>
            {action.canWithdraw && !confirming && (
              <button
                type="button"
                ref={withdrawRef}
                className="btn btn--secondary btn--small"
                disabled={busy}
                onClick={() => {
                  setConfirming(true);
                  setFocusTo('confirm');
                }}
              >
                {t('events.apply.withdraw')}
              </button>
            )}
            {confirming && (
              <span className="session__confirm" role="group" aria-label={t('events.apply.withdrawConfirm')}>
                <span>{t('events.apply.withdrawConfirm')}</span>
                <button
                  type="button"
                  ref={confirmRef}
                  className="btn btn--primary btn--small"
                  disabled={busy}
                  onClick={() => void run(() => eventsApi.withdraw(request, action.application.id), t('events.application.withdrawn'))}
                >
                  {t('events.apply.withdrawYes')}
                </button>
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  onClick={() => {
                    setConfirming(false);
                    setFocusTo('withdraw');
                  }}
                >
                  {t('events.apply.withdrawNo')}
                </button>
              </span>
            )}
          </>
        )}
        {team && new Date(session.endsAt) > new Date() && (
          <Suspense fallback={null}>
            <TeamSignup session={session} label={label} onChanged={onChanged} />
          </Suspense>
        )}
        {notice && (
          <p className="session__notice" data-testid="session-notice">
            {notice}
          </p>
        )}
        {action.kind === 'closed' && <p className="session__closed">{t(published ? 'events.apply.closed' : 'events.apply.unpublished')}</p>}
        {error && (
          <p className="session__error" role="alert">
            {error}
            {needsBirthDate && (
              <>
                {' '}
                <Link to={pagePath(locale, 'profileInfoVolon')}>{t('events.apply.fillBirthDate')}</Link>
              </>
            )}
          </p>
        )}
      </div>
    </li>
  );
}
