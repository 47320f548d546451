import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from '../i18n';
import { loadingBar } from './navigation/loadingBar';

function PageError() {
  const { t } = useI18n();
  return (
    <section className="page-error" role="alert">
      <h1 className="page-error__title">{t('shell.pageError.title')}</h1>
      <p>{t('shell.pageError.text')}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t('shell.pageError.reload')}
      </button>
    </section>
  );
}

/**
 * Catches what breaks while a page renders (a page whose code failed to load included):
 * the header and footer stay, the page area explains and offers a reload, the bar turns red.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page failed to render', error, info.componentStack);
    loadingBar.fail();
  }

  override render(): ReactNode {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
