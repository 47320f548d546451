import { pagePath } from '@hashar/common';
import { Link, useParams } from 'react-router-dom';
import { bonusesApi } from '../../api/bonuses';
import { FormAlert } from '../../components/forms';
import { Loading } from '../../components/LoadState';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useEditedRecord } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { ModerationBadge } from '../organizer/parts/ModerationBadge';
import { BonusForm } from './BonusForm';
import { BonusOwnerOnly } from './BonusOwnerOnly';
import { mayOfferBonuses } from './bonusFormat';
import '../../components/profilePages.css';
import './bonuses.css';

/** `profile/bonuses/create` and `profile/bonuses/edit/:id`: the one bonus form, with the saved offer's state. */
export default function BonusFormPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const { id } = useParams();
  const title = t(id ? 'bonuses.form.edit' : 'bonuses.form.create');
  useDocumentTitle(title);
  const { status, data: saved } = useEditedRecord(
    id,
    (numericId, signal) => bonusesApi.get(session.request, numericId, signal),
    `${locale}|${session.token}`,
    mayOfferBonuses(session.role),
  );
  return (
    <BonusOwnerOnly title={title}>
      <section className="organizer bonus-form-page">
        <p className="organizer__back">
          <Link to={pagePath(locale, 'profileBonuses')}>{t('bonuses.form.back')}</Link>
        </p>
        <h1>{title}</h1>
        {status === 'loading' ? <Loading /> : null}
        {status === 'missing' ? <FormAlert tone="error">{t('bonuses.form.notFound')}</FormAlert> : null}
        {status === 'failed' ? <FormAlert tone="error">{t('bonuses.own.loadError')}</FormAlert> : null}
        {saved ? (
          <div className="organizer__state">
            <ModerationBadge state={saved.moderation} />
            {saved.moderation === 'approved' ? <p>{t('bonuses.form.approvedNote')}</p> : null}
            {saved.moderation === 'moderation' ? <p>{t('bonuses.form.moderationNote')}</p> : null}
            {saved.moderation === 'rejected' ? <p>{t('bonuses.form.rejectedNote', { reason: saved.rejectReason ?? '—' })}</p> : null}
          </div>
        ) : null}
        {status === 'ready' ? <BonusForm key={saved?.id ?? 'new'} saved={saved} /> : null}
      </section>
    </BonusOwnerOnly>
  );
}
