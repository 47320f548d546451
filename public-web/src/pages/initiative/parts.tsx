import { groupStatusName, pagePath, type GroupLogo as Logo, type MyGroupBrief } from '@hashar/common';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SelectField } from '../../components/forms';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { OrgLogo } from '../orgs/OrgCardItem';
import { chooseGroup, statusTone } from './groupChoice';
import { initiativeApi } from '../../api/initiatives';

/** The group's logo (the thumbnail for small sizes), or its name's first letter. */
export function GroupLogoImage({ name, logo, size }: { name: string; logo: Logo | null; size: number }) {
  return <OrgLogo name={name} logo={logo ? (size <= 64 ? logo.thumb : logo.url) : null} size={size} />;
}

/** On moderation / active / rejected / suspended, as a coloured badge. */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useI18n();
  return (
    <span className={`state-badge state-badge--${statusTone(status)}`} data-testid="group-status" data-status={status}>
      {t(`initiative.status.${groupStatusName(status)}`)}
    </span>
  );
}

/**
 * The caller's groups and the one a profile page is about (`?group=`, else the first managed):
 * loading, error and "no group yet" states, a selector when there are several, then `children`.
 */
export function WithMyGroup({ children }: { children: (group: MyGroupBrief, reloadGroups: () => void) => ReactNode }) {
  const { t, locale } = useI18n();
  const { request, role } = useSession();
  const [params, setParams] = useSearchParams();
  const groups = useLoad((signal) => initiativeApi.mine(request, signal).then((r) => r.data), locale, role === 'volon');
  if (role !== 'volon') return <Empty testId="volunteers-only">{t('initiative.volunteersOnly')}</Empty>;
  if (groups.status === 'error' && !groups.data) return <LoadError onRetry={groups.reload} />;
  if (!groups.data) return <Loading />;
  const group = chooseGroup(groups.data, params.get('group'));
  if (!group) {
    return (
      <Empty
        testId="no-group"
        action={
          <Link className="btn btn--primary" to={pagePath(locale, 'initiativeSignUp')}>
            {t('initiative.signUp.title')}
          </Link>
        }
      >
        {t('initiative.noGroup')}
      </Empty>
    );
  }
  return (
    <>
      {groups.data.length > 1 && (
        <SelectField
          id="initiative-group"
          label={t('initiative.pickGroup')}
          value={String(group.id)}
          onValueChange={(v) => setParams((p) => ({ ...Object.fromEntries(p), group: v }))}
        >
          {groups.data.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </SelectField>
      )}
      {children(group, groups.reload)}
    </>
  );
}

/** A page's address with `?group=<id>` (the group's profile pages keep it). */
export const withGroup = (path: string, id: number) => `${path}?group=${id}`;

/** A small action button of the groups' lists (accept, decline, cancel…), disabled while a call runs. */
export function SmallButton({ label, onClick, busy, primary }: { label: string; onClick: () => void; busy: boolean; primary?: boolean }) {
  return (
    <button type="button" className={`btn btn--small ${primary ? 'btn--primary' : 'btn--secondary'}`} disabled={busy} onClick={onClick}>
      {label}
    </button>
  );
}
