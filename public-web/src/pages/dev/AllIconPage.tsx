import { BACKGROUND_VARIANTS, DIRECTIONS } from '@hashar/common';
import type { CSSProperties } from 'react';
import { eventsApi } from '../../api/events';
import { DirectionIcon } from '../../activity/DirectionIcon';
import { nameIn } from '../../activity/format';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { backgroundOf } from './backgrounds';
import './dev.css';

const VARIANTS = Array.from({ length: BACKGROUND_VARIANTS }, (_, i) => i + 1);

/** `/{locale}/allicon`: the 17 direction icons with their colours and names, and the numbered background variants. */
export default function AllIconPage() {
  const { t, locale } = useI18n();
  const { request } = useSession();
  useDocumentTitle(t('dev.allIcon.title'));
  // Names come from the reference list; icon and colour from common (one source for both).
  const names = useLoad((signal) => eventsApi.directions(request, { signal }).then((r) => r.data), locale);
  const nameOf = (key: string) => {
    const d = names.data?.find((x) => x.key === key);
    return d ? nameIn(locale, d) : key;
  };
  return (
    <section className="dev-page">
      <h1>{t('dev.allIcon.title')}</h1>
      <p>{t('dev.allIcon.intro')}</p>
      <h2>{t('dev.allIcon.directions')}</h2>
      <ul className="dev-icons" data-testid="direction-icons">
        {DIRECTIONS.map((d) => (
          <li key={d.key} className="dev-icon" style={{ '--direction-color': d.color } as CSSProperties} data-testid="direction-icon">
            <span className="dev-icon__circle">
              <DirectionIcon icon={d.icon} size={32} />
            </span>
            <span className="dev-icon__name">{nameOf(d.key)}</span>
            <code>{d.key}</code>
            <code>{d.color}</code>
          </li>
        ))}
      </ul>
      <h2>{t('dev.allIcon.backgrounds')}</h2>
      <ul className="dev-swatches" data-testid="background-swatches">
        {VARIANTS.map((n) => (
          <li key={n} className="dev-swatch" style={{ background: backgroundOf(n) }}>
            <span>{t('dev.allIcon.variant', { n })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
