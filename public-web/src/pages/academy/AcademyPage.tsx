import { COURSE_LEVELS, pagePath, type CourseLevel } from '@hashar/common';
import { Link } from 'react-router-dom';
import { ListResults, TextSearchFilters, useListState } from '../../activity/ListParts';
import { nameIn } from '../../activity/format';
import { academyApi } from '../../api/academy';
import { eventsApi } from '../../api/events';
import { SelectField } from '../../components/forms';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { isParticipant } from '../volunteer/VolunteerOnly';
import {
  COURSE_AUTHOR_KINDS,
  EMPTY_ACADEMY,
  academyStateToParams,
  narrowsAcademy,
  parseAcademyState,
  type AcademyState,
} from './academyQuery';
import { CourseCard } from './CourseCard';

/** Words (applied on "Найти"), a direction, a level and who wrote it (applied at once). */
function AcademyFilters({
  state,
  onChange,
  onReset,
}: {
  state: AcademyState;
  onChange: (c: Partial<AcademyState>) => void;
  onReset: () => void;
}) {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const directions = useLoad((signal) => eventsApi.directions(request, { signal }).then((r) => r.data), locale);
  return (
    <TextSearchFilters
      id="academy"
      label={t('academy.filters.label')}
      submitLabel={t('academy.filters.apply')}
      toggleKeys={{ show: 'academy.filters.show', hide: 'academy.filters.hide' }}
      resetLabel={t('academy.filters.reset')}
      searchLabel={t('academy.filters.q')}
      state={state}
      onChange={onChange}
      narrowed={narrowsAcademy(state)}
      onReset={onReset}
      without={['directions', 'region']}
      testId="academy-filters"
    >
      <SelectField
        id="academy-direction"
        label={t('academy.filters.direction')}
        value={state.direction ? String(state.direction) : ''}
        onValueChange={(v) => onChange({ direction: v ? Number(v) : null })}
      >
        <option value="">{t('academy.filters.allDirections')}</option>
        {(directions.data ?? []).map((d) => (
          <option key={d.id} value={d.id}>
            {nameIn(locale, d)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="academy-level"
        label={t('academy.filters.level')}
        value={state.level}
        onValueChange={(v) => onChange({ level: v as CourseLevel | '' })}
      >
        <option value="">{t('academy.filters.allLevels')}</option>
        {COURSE_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t(`academy.level.${level}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="academy-author"
        label={t('academy.filters.author')}
        value={state.author}
        onValueChange={(v) => onChange({ author: v as AcademyState['author'] })}
      >
        <option value="">{t('academy.filters.allAuthors')}</option>
        {COURSE_AUTHOR_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`academy.author.${kind}`)}
          </option>
        ))}
      </SelectField>
    </TextSearchFilters>
  );
}

/** `/{locale}/academy`: the published, listed courses, newest first, filtered by words, direction, level and author. */
export default function AcademyPage() {
  const { locale, t } = useI18n();
  const { request, role } = useSession();
  const { state, query, go, change, toPage } = useListState(parseAcademyState, academyStateToParams, 'academy-results');
  useDocumentTitle(t('academy.title'));
  const list = useLoad((signal) => academyApi.list(request, query, { signal }), `${locale}|${query}`);
  const reset = () => go(EMPTY_ACADEMY);
  const filtered = narrowsAcademy(state);
  return (
    <section className="events-page" data-testid="academy-list">
      <h1 className="events-page__title">{t('academy.title')}</h1>
      <p className="events-page__intro">{t('academy.intro')}</p>
      {isParticipant(role) && (
        <p className="news-page__aside">
          <Link to={pagePath(locale, 'volonCourses')}>{t('academy.mine')}</Link>
        </p>
      )}
      <AcademyFilters state={state} onChange={change} onReset={reset} />
      <ListResults
        id="academy-results"
        label={t('academy.title')}
        list={list}
        page={state.page}
        found="academy.found"
        empty={t(filtered ? 'academy.emptyFiltered' : 'academy.empty')}
        filtered={filtered}
        resetLabel={t('academy.filters.reset')}
        onReset={reset}
        onPage={toPage}
        renderItem={(course) => <CourseCard course={course} />}
      />
    </section>
  );
}
