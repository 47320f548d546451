import { fromTashkentInput, type DirectionDto, type Locale, localized } from '@hashar/common';
import { useI18n } from '../../../i18n';
import { formatDateRange } from '../../../i18n/dates';
import { integerOf, type BaseValues, type DateValues, type DocumentValues, type SessionValues } from '../../../activity/activityForm';
import type { EventValues } from '../../../activity/kinds/eventForm';
import { newSession } from '../../../activity/sessionRows';
import { DirectionChip } from './directions';

/** What the preview shows of any kind's form: the base, and whichever of these the kind's values hold. */
export type PreviewValues = BaseValues &
  Partial<DateValues & DocumentValues & SessionValues & Pick<EventValues, 'isOnline' | 'capacity' | 'minAge' | 'skills' | 'groupId'>>;

interface ActivityPreviewProps {
  values: PreviewValues;
  directions: DirectionDto[];
  regionName: string | null;
  groupTitle: string | null;
}

function range(start: string, end: string, locale: Locale): string | null {
  const [from, to] = [fromTashkentInput(start), fromTashkentInput(end)];
  return from && to ? formatDateRange(locale, from, to) : null;
}

/** A read-only rendering of what the public page will show, in the page's language (Uzbek falls back to Russian). */
export function ActivityPreview({ values, directions, regionName, groupTitle }: ActivityPreviewProps) {
  const { t, plural, locale } = useI18n();
  const title = localized(locale, values.titleRu, values.titleUz) || t('organizer.preview.noTitle');
  const description = localized(locale, values.descriptionRu, values.descriptionUz);
  const when = range(values.startsAt ?? '', values.endsAt ?? '', locale);
  const where = [
    values.isOnline ? t('organizer.preview.online') : null,
    regionName,
    localized(locale, values.addressRu, values.addressUz) || null,
  ]
    .filter(Boolean)
    .join(', ');
  const capacity = integerOf(values.capacity ?? '');
  const minAge = integerOf(values.minAge ?? '');
  const skills = values.skills?.trim();
  const documents = values.documents ?? [];
  // A kind without shifts lists one empty shift, as its form always has.
  const sessions = values.sessions ?? [newSession()];
  const chosen = directions.filter((d) => values.directionIds.includes(d.id));

  return (
    <article className="preview" aria-labelledby="preview-title" data-testid="activity-preview">
      <p className="preview__note">{t('organizer.preview.title')}</p>
      {values.cover ? <img className="preview__cover" src={values.cover.url} alt="" /> : null}
      {groupTitle ? <p className="muted">{groupTitle}</p> : null}
      <h2 id="preview-title">{title}</h2>
      <p className="preview__chips">
        {chosen.map((d) => (
          <DirectionChip key={d.id} direction={d} locale={locale} />
        ))}
      </p>
      <dl className="preview__facts">
        {when ? (
          <>
            <dt>{t('organizer.preview.when')}</dt>
            <dd>{when}</dd>
          </>
        ) : null}
        {where ? (
          <>
            <dt>{t('organizer.preview.where')}</dt>
            <dd>{where}</dd>
          </>
        ) : null}
      </dl>
      <div className="preview__text">
        {description.split(/\n{2,}/).map((para, i) => (
          <p key={i}>{para}</p>
        ))}
      </div>
      {capacity ? <p>{t('organizer.preview.capacity', { count: capacity })}</p> : null}
      {minAge ? <p>{t('organizer.preview.minAge', { age: minAge })}</p> : null}
      {skills ? (
        <>
          <h3>{t('organizer.preview.skills')}</h3>
          <p>{skills}</p>
        </>
      ) : null}
      {documents.length ? (
        <>
          <h3>{t('organizer.form.documents')}</h3>
          <ul>
            {documents.map((d) => (
              <li key={d.key}>
                <a href={d.url} target="_blank" rel="noreferrer">
                  {d.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3>{t('organizer.form.sessions')}</h3>
      <ul className="preview__sessions">
        {sessions.map((s, i) => (
          <li key={s.key}>
            <strong>{localized(locale, s.titleRu, s.titleUz) || t('organizer.form.session', { n: i + 1 })}</strong>
            {range(s.startsAt, s.endsAt, locale) ? ` · ${range(s.startsAt, s.endsAt, locale)}` : ''}
            {integerOf(s.capacity) ? ` · ${plural('organizer.preview.places', integerOf(s.capacity)!)}` : ''}
          </li>
        ))}
      </ul>
    </article>
  );
}
