import { Suspense, useEffect, useState } from 'react';
import { afterLoad } from '../../hooks/whenIdle';
import { lazyPage } from '../../lib/lazyPage';

const Footer = lazyPage(() => import('./Footer').then((m) => ({ default: m.Footer })));

/**
 * The footer, fetched once the page has loaded: it sits below the page, and its partner logos,
 * link columns and search form would otherwise weigh on the home page's first load (budget 100 KB)
 * and compete with the page's own code and data for the network.
 */
export function LazyFooter() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterLoad(() => setWanted(true), 0), []);
  const placeholder = <div className="footer-placeholder" aria-hidden="true" />;
  return wanted ? (
    <Suspense fallback={placeholder}>
      <Footer />
    </Suspense>
  ) : (
    placeholder
  );
}
