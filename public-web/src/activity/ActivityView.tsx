import { pagePath } from '@hashar/common';
import { Link } from 'react-router-dom';
import { ActivityHeader, Description } from './ActivityHeader';
import { Comments } from './Comments';
import { FavoriteButton } from './FavoriteButton';
import { formatFileSize, icsPath } from './format';
import { OwnerNote } from './OwnerNote';
import type { ActivityUi } from './registry';
import { SessionList } from './SessionList';
import type { ActivityDetailItem } from './shapes';
import { ShareLinks } from './ShareLinks';
import { SmallMap } from '../components/geo/SmallMap';
import { useI18n } from '../i18n';
import { InviteFriendsButton } from './InviteFriends';
import { CourseFirst, RequiredCourses } from './RequiredCourses';
import { canApply } from './sessionAction';
import { useSession } from '../session/SessionProvider';

/**
 * The public page of an activity of any kind: the owner's note, the header with its facts,
 * description, requirements, documents, sessions and comments, and the side actions. What the
 * kind has (dates, documents, sessions, a series) comes from its entry; its own facts from its parts.
 */
export function ActivityView({ entry, item, onChanged }: { entry: ActivityUi; item: ActivityDetailItem; onChanged: () => void }) {
  const { locale, t } = useI18n();
  const { kind, pages, hasDates, hasSeries, hasSessions } = entry.info;
  const { sections: Sections, actions: Actions } = entry.parts;
  const approved = item.moderation === 'approved';
  const courseFirst = useCourseFirst(item);
  // Kinds without shifts: a required course not yet passed stands where the kind's apply actions would.
  const live = item.myApplications.some((a) => a.state !== 'withdrawn' && a.state !== 'rejected');
  const courseInstead = !hasSessions && courseFirst && approved && !live;
  return (
    <article className="activity" data-testid={entry.testIds.view}>
      {item.canEdit && (
        <OwnerNote moderation={item.moderation} rejectReason={item.rejectReason} editHref={pagePath(locale, pages.edit, { id: item.id })} />
      )}
      <ActivityHeader
        title={item.title}
        cover={item.cover}
        directions={item.directions}
        organization={item.organization}
        facts={<Facts entry={entry} item={item} />}
      />
      <div className="activity__layout">
        <div className="activity__main">
          {entry.texts.viewNote && <p className="activity__note">{t(entry.texts.viewNote)}</p>}
          <Description text={item.description} />
          <Details entry={entry} item={item} onChanged={onChanged} />
          {Sections && <Sections item={item} onChanged={onChanged} />}
          {approved && <Comments type={kind} id={item.id} />}
        </div>
        <aside className="activity__side" aria-label={t('events.event.actions')}>
          {courseInstead && <CourseFirst course={courseFirst} returnTo={pagePath(locale, pages.view, { id: item.id })} />}
          {Actions && !courseInstead && <Actions item={item} onChanged={onChanged} />}
          <FavoriteButton key={String(item.isFavorite)} type={kind} id={item.id} initial={item.isFavorite} />
          {hasDates && hasSessions && (
            <a className="btn btn--secondary" href={icsPath(item.id)} download data-testid="ics-link">
              {t('events.event.ics')}
            </a>
          )}
          {hasSeries && item.group && (
            <p className="activity__group">
              {t('events.event.group')} <Link to={pagePath(locale, 'eventGroup', { id: item.group.id })}>{item.group.title}</Link>
            </p>
          )}
          {approved && item.lifecycle !== 'archived' && <InviteFriendsButton kind={kind} id={item.id} title={item.title} />}
          {approved && <ShareLinks title={item.title} />}
          {item.point && !item.isOnline && <SmallMap point={item.point} />}
        </aside>
      </div>
    </article>
  );
}

/** The first course the item requires that a signed-in participant has not passed (none for visitors and other roles). */
function useCourseFirst(item: ActivityDetailItem) {
  const { role } = useSession();
  return canApply(role) ? item.requiredCourses.find((c) => !c.completed) : undefined;
}

/** The header's facts: the kind's own before and after the place. */
function Facts({ entry, item }: { entry: ActivityUi; item: ActivityDetailItem }) {
  const { t } = useI18n();
  const { factsLead: Lead, factsTail: Tail } = entry.parts;
  const place = [item.regionName, item.districtName, item.address].filter(Boolean).join(', ') || t('events.place.unknown');
  return (
    <dl className="activity__facts">
      {Lead && <Lead item={item} />}
      <dt>{t('events.event.where')}</dt>
      <dd>{item.isOnline ? t('events.place.online') : place}</dd>
      {Tail && <Tail item={item} />}
    </dl>
  );
}

/** Requirements, documents and sessions, as far as the item and its kind have them. */
function Details({ entry, item, onChanged }: { entry: ActivityUi; item: ActivityDetailItem; onChanged: () => void }) {
  const { locale, t, plural } = useI18n();
  const courseFirst = useCourseFirst(item);
  const { kind, hasDocuments, hasSessions } = entry.info;
  const minAge = item.minAge ?? null;
  const documents = (hasDocuments && item.documents) || [];
  return (
    <>
      {(minAge !== null || item.skills) && (
        <section aria-labelledby={`${kind}-requirements`}>
          <h2 id={`${kind}-requirements`}>{t('events.event.requirements')}</h2>
          <ul className="activity__list">
            {minAge !== null && <li>{plural('events.event.minAge', minAge)}</li>}
            {item.skills && <li>{t('events.event.skills', { skills: item.skills })}</li>}
          </ul>
        </section>
      )}
      {documents.length > 0 && (
        <section aria-labelledby={`${kind}-documents`}>
          <h2 id={`${kind}-documents`}>{t('events.event.documents')}</h2>
          <ul className="activity__list documents">
            {documents.map((d) => (
              <li key={d.id}>
                <a href={d.url} download={d.name}>
                  {d.name}
                </a>{' '}
                <span className="documents__size">{formatFileSize(locale, d.size)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <RequiredCourses courses={item.requiredCourses} kind={kind} />
      {hasSessions && (
        <section aria-labelledby={`${kind}-sessions`}>
          <h2 id={`${kind}-sessions`}>{t('events.sessions.title')}</h2>
          <SessionList
            sessions={item.sessions}
            myApplications={item.myApplications}
            moderation={item.moderation}
            archived={item.lifecycle === 'archived'}
            courseFirst={courseFirst}
            onChanged={onChanged}
          />
        </section>
      )}
    </>
  );
}
