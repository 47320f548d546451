import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import './info.css';

/** The frame of an info page: its heading (also the tab title), a lead paragraph and the body. */
export function InfoArticle({ title, lead, badge, children }: { title: string; lead: string; badge?: string; children: ReactNode }) {
  const { t } = useI18n();
  useDocumentTitle(t('meta.titleTemplate', { page: title }));
  return (
    <article className="info">
      <header className="info__header">
        <h1 className="info__title">
          {title}
          {badge && <span className="badge badge--soon info__badge">{badge}</span>}
        </h1>
        <p className="info__lead">{lead}</p>
      </header>
      {children}
    </article>
  );
}
