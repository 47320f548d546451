import { isAllowed, pagePath, type ActivityKind, type Role, groupAreaPage } from '@hashar/common';
import { Link } from 'react-router-dom';
import { activityUi } from '../../../activity/registry';
import { FormAlert } from '../../../components/forms';
import { useI18n } from '../../../i18n';
import { useSession } from '../../../session/SessionProvider';
import '../../../components/profilePages.css';

/**
 * Whether the role may own the kind's records (its entry's owners and create action): an
 * organization owns as an organization, any other account as itself (the API's ownerFor); inside
 * an initiative group's sub-area (`groupId`, a group the volunteer manages) as that group.
 */
export function mayOwn(kind: ActivityKind, role: Role | null, groupId: number | null = null): boolean {
  const { info } = activityUi(kind);
  if (groupId !== null) return role === 'volon' && info.owners.includes('group');
  return role !== null && isAllowed({ role }, info.createAction) && info.owners.includes(role === 'organization' ? 'organization' : 'user');
}

/** What other roles see on the organizer pages (the API answers them 403 anyway); a volunteer, the way to their group's pages of the kind. */
export function OrganizationsOnly({ kind }: { kind: ActivityKind }) {
  const { t, locale } = useI18n();
  const { role } = useSession();
  const { texts, info } = activityUi(kind);
  const asGroup = role === 'volon' && info.owners.includes('group');
  return (
    <section className="organizer">
      <h1>{t(texts.ownTitle)}</h1>
      <FormAlert tone="info" testId="organizations-only">
        {t(texts.ownOnly)}
      </FormAlert>
      {asGroup ? (
        <p>
          <Link to={pagePath(locale, groupAreaPage(info.pages.own))} data-testid="group-area-link">
            {t('organizer.groupArea')}
          </Link>
        </p>
      ) : null}
      <p>
        <Link to={pagePath(locale, 'profile')}>{t('profile.title')}</Link>
      </p>
    </section>
  );
}
