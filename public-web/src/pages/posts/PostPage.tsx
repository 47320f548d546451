import { pagePath, type PublicationDto } from '@hashar/common';
import { Link, useParams } from 'react-router-dom';
import { ShareLinks } from '../../activity/ShareLinks';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatDate } from '../../i18n/dates';
import { useSession } from '../../session/SessionProvider';
import { ContentFrame } from '../news/ContentFrame';
import { RichText } from '../news/RichText';
import { NoticeBlock } from './NoticeBlock';
import { PhotoGallery } from './PhotoGallery';
import { postsApi } from '../../api/posts';
import '../../activity/events.css';
import { Picture } from '../../components/Picture';

/** The owner: a link to the organization's or group's page, a person's name as text. */
function Owner({ owner }: { owner: PublicationDto['owner'] }) {
  const { locale, t } = useI18n();
  return (
    <p className="content-page__owner" data-testid="post-owner">
      {t('post.owner')}: {owner.page ? <Link to={`/${locale}/${owner.page.replace(/^\/+/, '')}`}>{owner.name}</Link> : owner.name}
    </p>
  );
}

/** The publication once loaded: kind, region and date, title, notice, cover, body, photos, owner, share links. */
function Publication({ post }: { post: PublicationDto }) {
  const { locale, t } = useI18n();
  return (
    <article className="content-page" data-testid="post-page">
      <p className="content-page__meta">
        <span className={`content-badge content-badge--${post.kind}`}>{t(`content.kind.${post.kind}`)}</span>
        {post.region && <span>{post.region.name}</span>}
        <time dateTime={post.publishedAt}>{formatDate(locale, post.publishedAt)}</time>
      </p>
      <h1 className="content-page__title">{post.title}</h1>
      {post.canManage && (
        <p>
          <Link className="btn btn--secondary" to={pagePath(locale, 'profilePublishEdit', { id: post.id })} data-testid="post-edit">
            {t('post.edit')}
          </Link>
        </p>
      )}
      {post.notice && <NoticeBlock notice={post.notice} />}
      {post.cover && <Picture className="content-page__cover" src={post.cover} sizes="page" width={1200} height={675} eager />}
      <RichText html={post.body} testId="post-body" />
      <PhotoGallery photos={post.photos} title={post.title} />
      <Owner owner={post.owner} />
      {post.notice?.state === 'active' && <p>{t('post.notice.shareHint')}</p>}
      <ShareLinks title={post.title} />
    </article>
  );
}

/** `/{locale}/post/{id}`: an approved publication or notice. */
export default function PostPage() {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const raw = useParams()['id'] ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const loaded = useLoad((signal) => postsApi.detail(request, id, { signal }).then((r) => r.data), `${locale}|${id}`, id > 0);
  useDocumentTitle(loaded.data?.title ?? t('posts.title'));
  return (
    <ContentFrame
      back={{ to: pagePath(locale, 'posts'), label: t('post.back') }}
      loaded={loaded}
      invalid={id === 0}
      notFound={{ title: t('posts.title'), text: t('post.notFound'), testId: 'post-not-found' }}
    >
      {(post) => <Publication post={post} />}
    </ContentFrame>
  );
}
