import type { NoticeDto } from '@hashar/common';
import { useI18n } from '../../i18n';
import { formatDateTime } from '../../i18n/dates';
import { contactParts } from './contacts';

/** A notice's state as a badge: active (searching), found, closed. */
export function NoticeState({ notice }: { notice: NoticeDto }) {
  const { t } = useI18n();
  return (
    <span className={`state-badge state-badge--${notice.state}`} data-testid="notice-state">
      {t(`content.notice.state.${notice.state}`)}
    </span>
  );
}

/** Who or what is missing, where and when last seen (Tashkent time), contacts as links, the state. */
export function NoticeBlock({ notice }: { notice: NoticeDto }) {
  const { locale, t } = useI18n();
  const changed = notice.state !== 'active' && notice.stateChangedAt ? formatDateTime(locale, notice.stateChangedAt) : '';
  return (
    <section className={`notice-block notice-block--${notice.state}`} aria-labelledby="notice-title" data-testid="notice-block">
      <h2 id="notice-title">{t('post.notice.title')}</h2>
      <dl>
        <div>
          <dt>{t('post.notice.state')}</dt>
          <dd>
            <NoticeState notice={notice} />
            {changed && <> {changed}</>}
          </dd>
        </div>
        <div>
          <dt>{t('content.notice.subject')}</dt>
          <dd>{notice.subject}</dd>
        </div>
        <div>
          <dt>{t('post.notice.place')}</dt>
          <dd>{notice.lastSeenPlace}</dd>
        </div>
        {notice.lastSeenAt && (
          <div>
            <dt>{t('post.notice.time')}</dt>
            <dd>
              <time dateTime={notice.lastSeenAt}>{formatDateTime(locale, notice.lastSeenAt)}</time>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('post.notice.contacts')}</dt>
          <dd data-testid="notice-contacts">
            {contactParts(notice.contacts).map((part, i) =>
              part.href ? (
                <a key={i} href={part.href}>
                  {part.text}
                </a>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
