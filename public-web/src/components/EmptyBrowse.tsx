import { pagePath, type PageName } from '@hashar/common';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n';
import { Empty } from './LoadState';

/** An empty list of one's own, with a button to the public list where to find some. */
export function EmptyBrowse({ page, browse, testId, children }: { page: PageName; browse: string; testId?: string; children: ReactNode }) {
  const { locale } = useI18n();
  return (
    <Empty
      testId={testId}
      action={
        <Link className="btn btn--primary" to={pagePath(locale, page)}>
          {browse}
        </Link>
      }
    >
      {children}
    </Empty>
  );
}
