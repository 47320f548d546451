import type { AuthoredCourse } from '@hashar/common';
import { useState } from 'react';
import { courseAuthoringApi } from '../../api/courseAuthoring';
import { downloadFile } from '../../api/download';
import { FormAlert } from '../../components/forms';
import { LoadError } from '../../components/LoadState';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatNumber } from '../../i18n/numbers';
import { useSession } from '../../session/SessionProvider';

/** A course's figures (enrolled, completed, pass rate, average score) and its learners' CSV, fetched with the session's token. */
export function CourseFigures({ course }: { course: AuthoredCourse }) {
  const { t, locale } = useI18n();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const stats = useLoad(
    (signal) => courseAuthoringApi.stats(session.request, course.id, signal),
    `${locale}|${session.token}|${course.id}|${course.updatedAt}`,
  );
  const percent = (n: number | null) =>
    n === null ? t('courseAuthoring.stats.none') : t('courseAuthoring.stats.percent', { n: formatNumber(locale, n) });
  const s = stats.data;
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadFile(session.token, courseAuthoringApi.learnersCsv(course.id), `course-${course.slug}-learners.csv`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="course-editor" aria-labelledby="figures-title" data-testid="course-figures">
      <h2 id="figures-title">{t('courseAuthoring.stats.title')}</h2>
      {stats.status === 'error' ? <LoadError onRetry={stats.reload} message={t('courseAuthoring.stats.loadError')} /> : null}
      {s ? (
        <dl className="course-figures">
          <div>
            <dt>{t('courseAuthoring.stats.enrolled')}</dt>
            <dd data-testid="figure-enrolled">{formatNumber(locale, s.enrolled)}</dd>
          </div>
          <div>
            <dt>{t('courseAuthoring.stats.completed')}</dt>
            <dd data-testid="figure-completed">{formatNumber(locale, s.completed)}</dd>
          </div>
          <div>
            <dt>{t('courseAuthoring.stats.passRate')}</dt>
            <dd data-testid="figure-pass-rate">{percent(s.passRate)}</dd>
          </div>
          <div>
            <dt>{t('courseAuthoring.stats.averageScore')}</dt>
            <dd data-testid="figure-average">{percent(s.averageScore)}</dd>
          </div>
        </dl>
      ) : null}
      {failed ? <FormAlert tone="error">{t('courseAuthoring.stats.csvFailed')}</FormAlert> : null}
      <button
        type="button"
        className="btn btn--secondary"
        aria-busy={busy || undefined}
        disabled={busy}
        data-testid="learners-csv"
        onClick={() => void download()}
      >
        {t('courseAuthoring.stats.csv')}
      </button>
    </section>
  );
}
