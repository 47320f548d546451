import { ACTIVITY_KINDS, activityKind, pagePath, type GroupDetail, type GroupMemberDto, pictureProps, PICTURE_SIZES } from '@hashar/common';
import { orderedMembers } from './groupChoice';
import { Link, useParams } from 'react-router-dom';
import { DirectionChips } from '../../activity/DirectionChip';
import { LoadError, Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { formatDate } from '../../i18n/dates';
import { useI18n, type MessageKey } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { initiativeApi } from '../../api/initiatives';
import { JoinBlock } from './JoinBlock';
import { GroupLogoImage, StatusBadge } from './parts';
import '../../activity/events.css';
import '../../components/profilePages.css';
import '../orgs/orgs.css';
import './initiative.css';

const KINDS = ACTIVITY_KINDS.map(activityKind);
/** A member: avatar, name and (for the leader and co-leaders) the role. */
export function MemberItem({ member }: { member: GroupMemberDto }) {
  const { t, locale } = useI18n();
  return (
    <li className="initiative-member" data-testid="group-member" data-role={member.role}>
      {member.avatar ? <img className="initiative-member__avatar" src={member.avatar} alt="" loading="lazy" /> : null}
      <Link to={pagePath(locale, 'volonView', { id: member.userId })}>{member.name}</Link>
      {member.role !== 'member' && <span className="muted"> · {t(`initiative.role.${member.role}`)}</span>}
    </li>
  );
}

/** The group's approved activities by kind, each linking to its page. */
function Activities({ group }: { group: GroupDetail }) {
  const { t, locale } = useI18n();
  const shown = group.activities.filter((a) => a.total > 0);
  return (
    <section aria-labelledby="group-activities">
      <h2 id="group-activities">{t('initiative.view.activities')}</h2>
      {!shown.length && <p className="muted">{t('initiative.view.noActivities')}</p>}
      {shown.map((a) => {
        const info = KINDS.find((k) => k.api === a.kind);
        if (!info) return null;
        return (
          <div key={a.kind} data-testid={`group-activities-${a.kind}`}>
            <h3>
              {t(`initiative.kind.${a.kind}` as MessageKey)} ({a.total})
            </h3>
            <ul className="org-list">
              {a.items.map((item) => (
                <li key={item.id}>
                  <Link to={pagePath(locale, info.pages.view, { id: item.id })}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

/** The page's body once loaded. */
function GroupPage({ group, onChanged }: { group: GroupDetail; onChanged: () => void }) {
  const { t, locale, plural } = useI18n();
  const members = orderedMembers(group);
  return (
    <article className="org-page initiative-page" data-testid="group-page">
      {group.cover && (
        <img className="org-page__banner" {...pictureProps(group.cover, PICTURE_SIZES.page)} alt="" data-testid="group-cover" />
      )}
      <header className="org-page__head">
        <GroupLogoImage name={group.name} logo={group.logo} size={96} />
        <div className="initiative-page__title">
          <h1 className="org-page__name">{group.name}</h1>
          {group.status <= 0 && <StatusBadge status={group.status} />}
          <p className="org-card__meta">
            {group.region?.name ?? t('initiative.noRegion')} · {plural('initiative.members', group.memberCount)}
            {group.foundedOn && <> · {t('initiative.view.founded', { date: formatDate(locale, group.foundedOn) })}</>}
          </p>
          <DirectionChips directions={group.directions} />
        </div>
      </header>
      <JoinBlock group={group} onChanged={onChanged} />
      <section aria-labelledby="group-about">
        <h2 id="group-about">{t('initiative.view.about')}</h2>
        <p className="initiative-text">{group.description}</p>
      </section>
      {group.goals && (
        <section aria-labelledby="group-goals">
          <h2 id="group-goals">{t('initiative.field.goals')}</h2>
          <p className="initiative-text">{group.goals}</p>
        </section>
      )}
      {(group.contacts.phone || group.contacts.email || group.links.length > 0) && (
        <section aria-labelledby="group-contacts">
          <h2 id="group-contacts">{t('initiative.view.contacts')}</h2>
          <ul className="org-list" data-testid="group-contacts">
            {group.contacts.phone && (
              <li>
                {t('initiative.field.phone')}: <a href={`tel:${group.contacts.phone}`}>{group.contacts.phone}</a>
              </li>
            )}
            {group.contacts.email && (
              <li>
                {t('initiative.field.email')}: <a href={`mailto:${group.contacts.email}`}>{group.contacts.email}</a>
              </li>
            )}
            {group.links.map((link) => (
              <li key={link}>
                <a href={link} target="_blank" rel="noopener noreferrer nofollow">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="group-members">
        <h2 id="group-members">
          {t('initiative.view.members')} ({group.memberCount})
        </h2>
        <ul className="initiative-members">
          {members.map((m) => (
            <MemberItem key={m.userId} member={m} />
          ))}
        </ul>
      </section>
      <Activities group={group} />
      <p data-testid="group-hours">{t('initiative.view.hours', { hours: group.verifiedHours })}</p>
    </article>
  );
}

/** `/{locale}/initiative/view/{id}`: an initiative group's public page with the join block. */
export default function InitiativeViewPage() {
  const { locale, t } = useI18n();
  const { request, token } = useSession();
  const raw = useParams()['id'] ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const loaded = useLoad((signal) => initiativeApi.detail(request, id, signal), `${locale}|${id}|${token ?? ''}`, id > 0);
  useDocumentTitle(loaded.data?.name ?? t('initiative.title'));
  const missing = id === 0 || (loaded.status === 'error' && loaded.errorStatus === 404);
  return (
    <section className="volon-page">
      <p>
        <Link to={pagePath(locale, 'initiatives')}>← {t('initiative.view.back')}</Link>
      </p>
      {missing && (
        <div className="empty" data-testid="group-not-found">
          <h1>{t('initiative.title')}</h1>
          <p>{t('initiative.view.notFound')}</p>
        </div>
      )}
      {!missing && loaded.status === 'error' && <LoadError onRetry={loaded.reload} />}
      {!missing && !loaded.data && loaded.status === 'loading' && <Loading />}
      {!missing && loaded.data && <GroupPage group={loaded.data} onChanged={loaded.reload} />}
    </section>
  );
}
