import { bookApi } from '../../api/book';
import { LoadError, Loading } from '../../components/LoadState';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { BookView } from './BookView';

/** The book's section of a volunteer's public page (shown only when they show it: VolonDetail.bookShown). */
export function PublicBook({ id }: { id: number }) {
  const { t, locale } = useI18n();
  const { request, token } = useSession();
  const book = useLoad((signal) => bookApi.of(request, id, { signal }).then((r) => r.data), `${locale}|${id}|${token ?? ''}`);
  return (
    <section aria-labelledby="volon-book" data-testid="volon-book">
      <h2 id="volon-book">{t('book.title')}</h2>
      {book.status === 'error' && <LoadError onRetry={book.reload} />}
      {!book.data && book.status === 'loading' && <Loading />}
      {book.data && <BookView book={book.data} headingLevel={3} />}
    </section>
  );
}
