import { GROUP_STATUS, pagePath, type MyGroup, localized } from '@hashar/common';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/forms';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { useAction } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { AvatarCropper } from '../settings/AvatarCropper';
import { GroupForm } from './GroupForm';
import { groupValuesOf } from './groupForm';
import { managesGroup } from './groupChoice';
import { GroupState } from './GroupState';
import { initiativeApi, uploadLogo } from '../../api/initiatives';
import { GroupLogoImage, SmallButton, withGroup, WithMyGroup } from './parts';
import '../../components/profilePages.css';
import '../orgs/orgs.css';
import '../settings/settings.css';
import './initiative.css';

/** The logo: the current one, the square cropper that uploads a new one, and its removal. */
function LogoSection({ group, onChange }: { group: MyGroup; onChange: (g: MyGroup) => void }) {
  const { t, locale } = useI18n();
  const { request, token } = useSession();
  const [saved, setSaved] = useState(false);
  const action = useAction(() => setSaved(true));
  return (
    <section className="org-form" aria-labelledby="group-logo">
      <fieldset>
        <legend id="group-logo">{t('initiative.logo.title')}</legend>
        <div className="initiative-logo">
          <GroupLogoImage name={localized(locale, group.nameRu, group.nameUz)} logo={group.logo} size={96} />
          {group.logo && (
            <SmallButton
              label={t('initiative.logo.remove')}
              busy={action.busy}
              onClick={() =>
                void action.run(() => initiativeApi.removeLogo(request, group.id).then(() => onChange({ ...group, logo: null })))
              }
            />
          )}
        </div>
        <AvatarCropper
          busy={action.busy}
          actionLabel={t('initiative.logo.upload')}
          onCropped={(square) =>
            void action.run(() => uploadLogo(group.id, square, token, locale).then((logo) => onChange({ ...group, logo })))
          }
        />
        {saved && !action.error && !action.busy && <FormAlert tone="success">{t('initiative.logo.saved')}</FormAlert>}
        {action.error && <FormAlert tone="error">{action.error}</FormAlert>}
      </fieldset>
    </section>
  );
}

/** The chosen group's details, for its leader and co-leaders. */
function GroupInfo({ id }: { id: number }) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const loaded = useLoad((signal) => initiativeApi.group(request, id, signal), `${locale}|${id}`);
  const [group, setGroup] = useState<MyGroup | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => setGroup(loaded.data), [loaded.data]);
  if (loaded.status === 'error' && !group) return <LoadError onRetry={loaded.reload} />;
  if (!group) return <Loading />;
  if (!managesGroup(group)) return <Empty testId="managers-only">{t('initiative.managersOnly')}</Empty>;
  return (
    <>
      <p className="initiative-actions">
        <Link to={withGroup(pagePath(locale, 'profileInitiative'), group.id)}>← {t('initiative.dashboard.title')}</Link>
        {group.status > 0 && <Link to={pagePath(locale, 'initiativeView', { id: group.id })}>{t('initiative.publicPage')}</Link>}
      </p>
      <GroupState group={group} onChanged={setGroup} />
      <LogoSection group={group} onChange={setGroup} />
      {group.status === GROUP_STATUS.active && (
        <p className="muted" data-testid="group-approved-note">
          {t('initiative.info.approvedNote')}
        </p>
      )}
      {saved && (
        <FormAlert tone="success">
          {t(group.moderation === 'moderation' ? 'initiative.info.savedModeration' : 'initiative.info.saved')}
        </FormAlert>
      )}
      <GroupForm
        key={`${group.id}|${locale}`}
        initial={groupValuesOf(group)}
        save={(input) => initiativeApi.save(request, group.id, input)}
        onSaved={(g) => {
          setGroup(g);
          setSaved(true);
        }}
        submitLabel={t('initiative.info.save')}
      />
    </>
  );
}

/** `/{locale}/profile/infoinitiative`: the group's details, logo and moderation state (`?group=`). */
export default function InfoInitiativePage() {
  const { t } = useI18n();
  useDocumentTitle(t('initiative.info.title'));
  return (
    <section className="org-page initiative-page" data-testid="group-info">
      <h1>{t('initiative.info.title')}</h1>
      <WithMyGroup>{(g) => <GroupInfo key={g.id} id={g.id} />}</WithMyGroup>
    </section>
  );
}
