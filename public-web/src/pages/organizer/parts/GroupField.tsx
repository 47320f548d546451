import { EVENT_LIMITS } from '@hashar/common';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client';
import { createEventGroup, listEventGroups, type EventGroupOption } from '../../../api/organizer';
import { SelectField, TextField } from '../../../components/forms';
import { useI18n } from '../../../i18n';
import { useSession } from '../../../session/SessionProvider';

interface GroupFieldProps {
  id: string;
  value: string;
  onChange: (groupId: string) => void;
  /** Reports the list so the preview can name the chosen series. */
  onGroups?: (groups: EventGroupOption[]) => void;
  error?: string;
}

/** The event's series: one of the organization's groups, none, or a new one created on the spot. */
export function GroupField({ id, value, onChange, onGroups, error }: GroupFieldProps) {
  const { t, locale } = useI18n();
  const { request } = useSession();
  const [groups, setGroups] = useState<EventGroupOption[]>([]);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | undefined>();
  const [createError, setCreateError] = useState<string | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    listEventGroups(request, locale, controller.signal).then(setGroups, () => undefined);
    return () => controller.abort();
  }, [request, locale]);
  useEffect(() => onGroups?.(groups), [groups, onGroups]);

  const create = async () => {
    const name = title.trim();
    if (!name || busy) return;
    setBusy(true);
    setCreateError(undefined);
    try {
      const group = await createEventGroup(request, name, locale);
      setGroups((list) => [...list, group]);
      onChange(String(group.id));
      setTitle('');
      setStatus(t('organizer.form.groupCreated', { title: group.title }));
    } catch (err) {
      setCreateError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="group-field">
      <SelectField id={id} label={t('organizer.form.group')} value={value} onValueChange={onChange} error={error} status={status}>
        <option value="">{t('organizer.form.groupNone')}</option>
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.title}
          </option>
        ))}
      </SelectField>
      <div className="group-field__new">
        <TextField
          id={`${id}-new`}
          label={t('organizer.form.groupNew')}
          value={title}
          onValueChange={setTitle}
          maxLength={EVENT_LIMITS.titleMax}
          error={createError}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void create();
            }
          }}
        />
        <button
          type="button"
          className="btn btn--secondary"
          aria-busy={busy || undefined}
          disabled={!title.trim()}
          onClick={() => void create()}
        >
          {t('organizer.form.groupCreate')}
        </button>
      </div>
    </div>
  );
}
