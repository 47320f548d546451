import { useParams } from 'react-router-dom';
import type { CertificateLine, CertificateVerification } from '@hashar/common';
import { useI18n } from '../../i18n';
import { formatDate, formatDateRange, formatDateTime } from '../../i18n/dates';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { LoadError, Loading } from '../../components/LoadState';
import { certificatesApi } from '../../api/certificates';
import './certificates.css';
import { BookView } from '../book/BookView';

/** One line of the certificate: the activity, its organizer, its dates and hours. */
function Line({ line }: { line: CertificateLine }) {
  const { t, plural, locale } = useI18n();
  const dates = !line.startsAt
    ? formatDate(locale, line.verifiedAt)
    : line.endsAt
      ? formatDateRange(locale, line.startsAt, line.endsAt)
      : formatDateTime(locale, line.startsAt);
  return (
    <li className="certificate-verify__line">
      <strong>{line.title}</strong>
      <span>{t('certificates.organizer', { name: line.organization })}</span>
      <span className="muted">
        {dates} · {plural('certificates.hoursValue', line.hours)}
      </span>
    </li>
  );
}

/** What the certificate says, under a big "genuine" or "revoked" verdict. */
function Verdict({ certificate, token }: { certificate: CertificateVerification; token: string }) {
  const { t, plural, locale } = useI18n();
  const revoked = certificate.revokedAt !== null;
  const course = certificate.course;
  const reason = certificate.revokeReason ? t(`certificates.reason.${certificate.revokeReason}`) : '';
  return (
    <>
      <div
        className={`certificate-verify__verdict certificate-verify__verdict--${revoked ? 'revoked' : 'genuine'}`}
        data-testid="certificate-verdict"
      >
        <span className="certificate-verify__mark" aria-hidden="true">
          {revoked ? '!' : '✓'}
        </span>
        <div>
          <h1>{revoked ? t('certificates.revoked') : t('certificates.genuine')}</h1>
          <p>
            {revoked
              ? t('certificates.revokedLead', { date: formatDate(locale, certificate.revokedAt!), reason })
              : t(
                  certificate.book
                    ? 'certificates.genuineLeadBook'
                    : certificate.course
                      ? 'certificates.genuineLeadCourse'
                      : 'certificates.genuineLead',
                )}
          </p>
        </div>
      </div>
      <section className="certificate-verify__card" aria-labelledby="certificate-kind">
        <h2 id="certificate-kind">
          {certificate.book
            ? t('certificates.kind.book')
            : course
              ? t('certificates.kind.course')
              : certificate.year === null
                ? t('certificates.kind.activity')
                : t('certificates.kind.year', { year: certificate.year })}
        </h2>
        <dl className="certificate-verify__facts">
          <div>
            <dt>{t('certificates.holder')}</dt>
            <dd data-testid="certificate-holder">{certificate.holder}</dd>
          </div>
          {course ? (
            <>
              <div>
                <dt>{t('certificates.course')}</dt>
                <dd data-testid="certificate-course">{course.title}</dd>
              </div>
              <div>
                <dt>{t('certificates.courseAuthor')}</dt>
                <dd>{course.author}</dd>
              </div>
              <div>
                <dt>{t('certificates.courseCompleted')}</dt>
                <dd>{formatDate(locale, course.completedAt)}</dd>
              </div>
              {course.score !== null && (
                <div>
                  <dt>{t('certificates.courseScore')}</dt>
                  <dd>{course.score}%</dd>
                </div>
              )}
            </>
          ) : certificate.book ? null : (
            <div>
              <dt>{t('certificates.hours')}</dt>
              <dd data-testid="certificate-hours">{plural('certificates.hoursValue', certificate.hours)}</dd>
            </div>
          )}
          <div>
            <dt>{t('certificates.issued')}</dt>
            <dd>{formatDate(locale, certificate.issuedAt)}</dd>
          </div>
        </dl>
        {certificate.book && <BookView book={certificate.book} headingLevel={3} />}
        {certificate.lines.length > 0 && (
          <>
            <h3>{t('certificates.lines')}</h3>
            <ul className="certificate-verify__lines">
              {certificate.lines.map((line, i) => (
                <Line key={`${line.kind}-${line.activityId}-${i}`} line={line} />
              ))}
            </ul>
          </>
        )}
        <a className="btn btn--secondary" href={certificatesApi.pdfUrl(token)} download data-testid="certificate-pdf">
          {t('certificates.download')}
        </a>
      </section>
    </>
  );
}

/** verify/:token — anyone checks a certificate: genuine, revoked (when and why) or not found / forged. */
export default function VerifyPage() {
  const { t, locale } = useI18n();
  const token = useParams()['token'] ?? '';
  useDocumentTitle(t('certificates.verify.title'));
  const loaded = useLoad((signal) => certificatesApi.verify(token, locale, signal), `${locale}|${token}`);
  // A forged, mistyped (400) or unknown (404) token reads the same to the visitor.
  const notFound = loaded.status === 'error' && (loaded.errorStatus === 400 || loaded.errorStatus === 404);
  return (
    <div className="certificate-verify" data-testid="certificate-verify">
      <p className="certificate-verify__eyebrow">{t('certificates.verify.title')}</p>
      {loaded.status === 'loading' && !loaded.data ? <Loading /> : null}
      {notFound ? (
        <div className="certificate-verify__verdict certificate-verify__verdict--tampered" role="alert" data-testid="certificate-verdict">
          <span className="certificate-verify__mark" aria-hidden="true">
            ×
          </span>
          <div>
            <h1>{t('certificates.tampered')}</h1>
            <p>{t('certificates.tamperedLead')}</p>
          </div>
        </div>
      ) : null}
      {loaded.status === 'error' && !notFound ? <LoadError onRetry={loaded.reload} /> : null}
      {loaded.data && loaded.status !== 'error' ? <Verdict certificate={loaded.data} token={token} /> : null}
    </div>
  );
}
