// Base styles first, so the shell's and pages' rules come after them in the bundle.
import '../../styles.css';
import '../shell.css';
import { ErrorBanner } from '../ErrorBanner';
import { LazyFooter } from '../footer/LazyFooter';
import { Header } from '../header/Header';
import { OfflineNotice } from '../OfflineNotice';
import { PageTransition } from '../PageTransition';
import { ProgressBar } from '../ProgressBar';
import { MAIN_ID, SkipLink } from '../SkipLink';
import { useLayoutPrefetch } from './useLayoutPrefetch';

/** The layout of info and legal pages: header, a narrower reading column (wrapper 1130px), footer. */
export function PagesLayout() {
  useLayoutPrefetch();
  return (
    <div className="page">
      <SkipLink />
      <ProgressBar />
      <Header />
      <ErrorBanner />
      <OfflineNotice />
      <main id={MAIN_ID} className="main wrapper wrapper--pages" tabIndex={-1}>
        <div className="reading">
          <PageTransition />
        </div>
      </main>
      <LazyFooter />
    </div>
  );
}
