import { GROUP_STATUS, groupStatusName, type MyGroup } from '@hashar/common';
import { FormAlert } from '../../components/forms';
import { useAction } from '../../hooks/useAction';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { initiativeApi } from '../../api/initiatives';
import { SmallButton, StatusBadge } from './parts';

/** The group's state: the badge, what it means, the reason of a rejection or suspension, and the leader's "resend" for a rejected group. */
export function GroupState({ group, onChanged }: { group: MyGroup; onChanged: (g: MyGroup) => void }) {
  const { t } = useI18n();
  const { request } = useSession();
  const action = useAction(() => undefined);
  const reason =
    group.status === GROUP_STATUS.suspended ? group.suspendReason : group.status === GROUP_STATUS.rejected ? group.rejectReason : null;
  return (
    <div className="initiative-state" data-testid="group-state">
      <p>
        <StatusBadge status={group.status} /> <span className="muted">{t(`initiative.state.${groupStatusName(group.status)}`)}</span>
      </p>
      {reason && (
        <p data-testid="group-reason">
          {t('initiative.state.reason')}: {reason}
        </p>
      )}
      {group.status === GROUP_STATUS.rejected && group.role === 'leader' && (
        <SmallButton
          primary
          label={t('initiative.state.resend')}
          busy={action.busy}
          onClick={() => void action.run(() => initiativeApi.submit(request, group.id).then(onChanged))}
        />
      )}
      {action.error && <FormAlert tone="error">{action.error}</FormAlert>}
    </div>
  );
}
