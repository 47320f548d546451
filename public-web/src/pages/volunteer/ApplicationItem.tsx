import { WITHDRAWABLE_STATES, pagePath, type ApplicationRow } from '@hashar/common';
import { Link } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { formatDateRange, formatDateTime } from '../../i18n/dates';
import { ConfirmButton } from '../../components/ConfirmButton';
import { activityUi } from '../../activity/registry';
import { CertificateButton } from '../certificates/CertificateButton';
import { Picture } from '../../components/Picture';

/** Whether the application is for a shift that has not started yet. */
export const isUpcoming = (row: ApplicationRow): boolean => row.session !== null && Date.parse(row.session.startsAt) > Date.now();

interface ApplicationItemProps {
  row: ApplicationRow;
  /** Shows the verified hours line (my events). */
  showHours?: boolean;
  /** Offers withdrawal when the state allows it. */
  onWithdraw?: () => void;
  busy?: boolean;
  /** Asks the withdrawal question at once (the reminder's "can't come" link). */
  askWithdraw?: boolean;
}

/** An application: what it is for (link to the event / visit page), the session, its state, hours, withdraw. */
export function ApplicationItem({ row, showHours, onWithdraw, busy, askWithdraw }: ApplicationItemProps) {
  const { t, plural, locale } = useI18n();
  const { target, session } = row;
  // An accepted place at a shift still ahead: withdrawing it reads "can't come".
  const cantCome = row.state === 'accepted' && isUpcoming(row);
  const ui = activityUi(target.type);
  const link = pagePath(locale, ui.info.pages.view, { id: target.id });
  return (
    <li className="activity-row" data-testid="application-row" data-state={row.state}>
      {target.cover ? (
        <Picture className="activity-row__cover" src={target.cover} sizes="row" />
      ) : (
        <span className="activity-row__cover" aria-hidden="true" />
      )}
      <div className="activity-row__body">
        <h2 className="activity-row__title">
          <Link to={link}>{target.title}</Link>
        </h2>
        <p className="activity-row__meta">
          <span className={`state-badge state-badge--${row.state}`} data-testid="application-state">
            {t(`volunteer.state.${row.state}`)}
          </span>
          <span>
            {t(ui.texts.name)} · {target.organization.name}
          </span>
        </p>
        {session ? (
          <p className="activity-row__meta">
            {session.title ? <span>{t('volunteer.session', { title: session.title })}</span> : null}
            <span>{formatDateRange(locale, session.startsAt, session.endsAt)}</span>
          </p>
        ) : null}
        {showHours ? (
          <p className={row.hours ? 'activity-row__pending' : 'muted'} data-testid="verified-hours">
            {row.hours ? t('volunteer.verified', { hours: plural('volunteer.hours', row.hours) }) : t('volunteer.notVerified')}
          </p>
        ) : (
          <p className="muted">{t('volunteer.appliedAt', { date: formatDateTime(locale, row.createdAt) })}</p>
        )}
        {row.state === 'completed' && row.hours ? (
          <div className="activity-row__actions">
            <CertificateButton kind="activity" applicationId={row.id} />
          </div>
        ) : null}
        {onWithdraw && WITHDRAWABLE_STATES.includes(row.state) ? (
          <div className="activity-row__actions">
            <ConfirmButton
              label={t(cantCome ? 'volunteer.cantCome' : 'volunteer.withdraw')}
              question={t(cantCome ? 'volunteer.confirm.cantCome' : 'volunteer.confirm.withdraw', { title: target.title })}
              onConfirm={onWithdraw}
              busy={busy}
              danger
              testId="withdraw"
              askNow={askWithdraw}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}
