// Base styles first, so the shell's and pages' rules come after them in the bundle.
import '../../styles.css';
import '../shell.css';
import { LanguageSwitch } from '../LanguageSwitch';
import { Logo } from '../Logo';
import { PageTransition } from '../PageTransition';
import { ProgressBar } from '../ProgressBar';
import { MAIN_ID, SkipLink } from '../SkipLink';
import { useLayoutPrefetch } from './useLayoutPrefetch';

/**
 * The bare layout of the account pages: logo (home), language switch, the page centred (each
 * account page draws its own card). No global error banner here: the account forms show the
 * session's error inside the form, and a second copy would be read out twice.
 */
export function LoginLayout() {
  useLayoutPrefetch();
  return (
    <div className="page page--login">
      <SkipLink />
      <ProgressBar />
      <header className="login-header">
        <div className="wrapper login-header__inner">
          <Logo />
          <LanguageSwitch />
        </div>
      </header>
      <main id={MAIN_ID} className="login-main" tabIndex={-1}>
        <div className="login-card">
          <PageTransition />
        </div>
      </main>
    </div>
  );
}
