import { Suspense } from 'react';
import { lazyPage } from '../../lib/lazyPage';

const Footer = lazyPage(() => import('./Footer').then((m) => ({ default: m.Footer })));

/**
 * The footer, fetched after the shell: it sits below the page, and its partner logos, link
 * columns and search form would otherwise weigh on the home page's first load (budget 100 KB).
 */
export function LazyFooter() {
  return (
    <Suspense fallback={<div className="footer-placeholder" aria-hidden="true" />}>
      <Footer />
    </Suspense>
  );
}
