import { pagePath, PUBLICATION_KINDS, type PublicationKind } from '@hashar/common';
import { Link } from 'react-router-dom';
import { ListResults, TextSearchFilters, useListState } from '../../activity/ListParts';
import { PublicationCard } from '../../components/content/PublicationCard';
import { SelectField } from '../../components/forms';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { EMPTY_POSTS, narrowsPosts, parsePostsState, postsStateToParams, type PostsState } from '../news/newsQuery';
import { postsApi } from '../../api/posts';
import '../news/news.css';

/** Text (applied on "Найти"), kind and region (applied at once). */
function PostsFilters({
  state,
  onChange,
  onReset,
}: {
  state: PostsState;
  onChange: (c: Partial<PostsState>) => void;
  onReset: () => void;
}) {
  const { t } = useI18n();
  return (
    <TextSearchFilters
      id="posts"
      label={t('posts.filters.label')}
      submitLabel={t('posts.filters.apply')}
      toggleKeys={{ show: 'posts.filters.show', hide: 'posts.filters.hide' }}
      resetLabel={t('posts.filters.reset')}
      searchLabel={t('posts.filters.q')}
      state={state}
      onChange={onChange}
      narrowed={narrowsPosts(state)}
      onReset={onReset}
      without={['directions']}
      testId="posts-filters"
    >
      <SelectField
        id="posts-kind"
        label={t('posts.filters.kind')}
        value={state.kind}
        onValueChange={(v) => onChange({ kind: v as PublicationKind | '' })}
      >
        <option value="">{t('posts.filters.allKinds')}</option>
        {PUBLICATION_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`content.kind.${kind}`)}
          </option>
        ))}
      </SelectField>
    </TextSearchFilters>
  );
}

/** `/{locale}/post`: approved publications, active notices first, filtered by kind, region and text. */
export default function PostsPage() {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const { state, query, go, change, toPage } = useListState(parsePostsState, postsStateToParams, 'posts-results');
  useDocumentTitle(t('posts.title'));
  const list = useLoad((signal) => postsApi.list(request, query, { signal }), `${locale}|${query}`);
  const reset = () => go(EMPTY_POSTS);
  const filtered = narrowsPosts(state);
  return (
    <section className="events-page" data-testid="posts-list">
      <h1 className="events-page__title">{t('posts.title')}</h1>
      <p className="events-page__intro">{t('posts.intro')}</p>
      <p className="news-page__aside">
        <Link to={pagePath(locale, 'news')}>{t('posts.news.link')}</Link>
      </p>
      <PostsFilters state={state} onChange={change} onReset={reset} />
      <ListResults
        id="posts-results"
        label={t('posts.title')}
        list={list}
        page={state.page}
        found="posts.found"
        empty={t(filtered ? 'posts.emptyFiltered' : 'posts.empty')}
        filtered={filtered}
        resetLabel={t('posts.filters.reset')}
        onReset={reset}
        onPage={toPage}
        renderItem={(item) => <PublicationCard item={item} />}
      />
    </section>
  );
}
