import { PERMISSIONS, type FavoriteType, type Role } from '@hashar/common';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { eventsApi } from '../api/events';
import { useSession } from '../session/SessionProvider';
import { loginLink } from './sessionAction';
import { useI18n } from '../i18n';

/** Whether a role keeps favorites (policy `favorite.create`). */
export function canFavorite(role: Role | null): boolean {
  return role !== null && (PERMISSIONS['favorite.create'] as readonly Role[]).includes(role);
}

/** Adds to / removes from favorites; anonymous visitors get a link to log in. */
export function FavoriteButton({ type, id, initial }: { type: FavoriteType; id: number; initial: boolean }) {
  const { locale, t } = useI18n();
  const { role, request } = useSession();
  const { pathname } = useLocation();
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  if (!role)
    return (
      <Link className="btn btn--secondary" to={loginLink(locale, pathname)}>
        {t('events.favorite.login')}
      </Link>
    );
  if (!canFavorite(role)) return null;

  const toggle = async () => {
    setBusy(true);
    setError(false);
    try {
      await (on ? eventsApi.removeFavorite(request, type, id) : eventsApi.addFavorite(request, type, id));
      setOn(!on);
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary favorite-button"
        aria-pressed={on}
        disabled={busy}
        onClick={() => void toggle()}
        data-testid="favorite-toggle"
      >
        <span aria-hidden="true">{on ? '★' : '☆'}</span> {t(on ? 'events.favorite.remove' : 'events.favorite.add')}
      </button>
      {error && (
        <span role="alert" className="session__error">
          {t('events.state.actionFailed')}
        </span>
      )}
    </>
  );
}
