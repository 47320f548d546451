import { useState } from 'react';
import { bookApi } from '../../api/book';
import { CheckboxField, FormAlert } from '../../components/forms';
import { LoadError, Loading } from '../../components/LoadState';
import { useAction } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { PageAccess } from '../../session/PageAccess';
import { CertificateButton } from '../certificates/CertificateButton';
import { BookView } from './BookView';

/** Whether the book shows on the volunteer's public page: a switch saved at once (the other choices kept as they are). */
function PublicSwitch() {
  const { t } = useI18n();
  const { request, token } = useSession();
  const choices = useLoad((signal) => bookApi.visibility(request, { signal }), token ?? '');
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useAction(() => setSaved(true));
  if (!choices.data) return null;
  const save = (showBook: boolean) =>
    void run(async () => {
      setSaved(false);
      const next = await bookApi.saveVisibility(request, { ...choices.data!, showBook });
      choices.update(() => next);
    });
  return (
    <div className="book-page__public">
      <CheckboxField
        id="book-public"
        label={t('book.public')}
        hint={t('book.publicHint')}
        checked={choices.data.showBook ?? false}
        disabled={busy}
        onCheckedChange={save}
      />
      {saved && (
        <p className="muted" role="status">
          {t('book.saved')}
        </p>
      )}
      {error && <FormAlert tone="error">{error}</FormAlert>}
    </div>
  );
}

function BookContent() {
  const { t, locale } = useI18n();
  const { request, token } = useSession();
  const title = t('book.title');
  useDocumentTitle(title);
  const book = useLoad((signal) => bookApi.mine(request, { signal }).then((r) => r.data), `${locale}|${token ?? ''}`);
  return (
    <section className="organizer book-page" data-testid="book-page">
      <h1>{title}</h1>
      <p>{t('book.intro')}</p>
      <PublicSwitch />
      <div className="book-page__pdf">
        <CertificateButton kind="book" />
        <p className="muted">{t('book.pdfHint')}</p>
      </div>
      {book.status === 'error' && <LoadError onRetry={book.reload} />}
      {!book.data && book.status === 'loading' && <Loading />}
      {book.data && <BookView book={book.data} />}
    </section>
  );
}

/** `/{locale}/profile/volon/book`: the volunteer's own book, its PDF with a QR code, and whether others see it ("no access" for other accounts). */
export default function BookPage() {
  return (
    <PageAccess page="volonBook">
      <BookContent />
    </PageAccess>
  );
}
