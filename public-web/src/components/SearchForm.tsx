import { pagePath } from '@hashar/common';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '../i18n';
import { SearchIcon } from './icons';

/** The address of the search page for a query. */
export function searchHref(locale: string, query: string): string {
  const q = query.trim();
  return q ? `${pagePath(locale, 'search')}?q=${encodeURIComponent(q)}` : pagePath(locale, 'search');
}

/** A search box that opens /{locale}/search?q=… (a plain GET form, so it works before the app starts). */
export function SearchForm({ id, defaultValue = '', className = '' }: { id: string; defaultValue?: string; className?: string }) {
  const { locale, t } = useI18n();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchHref(locale, String(new FormData(event.currentTarget).get('q') ?? '')));
  };
  return (
    <form className={`search-form ${className}`} role="search" action={pagePath(locale, 'search')} method="get" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {t('search.label')}
      </label>
      <input
        id={id}
        className="search-form__input"
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={t('search.placeholder')}
        maxLength={200}
      />
      <button type="submit" className="search-form__submit" aria-label={t('search.submit')} title={t('search.submit')}>
        <SearchIcon />
      </button>
    </form>
  );
}
