import { pagePath } from '@hashar/common';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../components/forms';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { actionFailure, useRowActions } from '../../hooks/useAction';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { useOwnerContext } from '../../activity/ownerContext';
import { courseAuthoringApi } from '../../api/courseAuthoring';
import { CourseRow, type CourseAction } from './CourseRow';
import { coursePages, inLocale, mayAuthor } from './coursePages';
import '../../components/profilePages.css';
import './courseAuthoring.css';

/** profile/courses and the group's profile/initiative/courses: the owner's courses with their states and actions. */
export default function AuthoredCoursesPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const owner = useOwnerContext();
  const [page, setPage] = useState(1);
  const { busyId, message, alertRef, run } = useRowActions();
  const allowed = mayAuthor(session.role, owner.groupId);
  const pages = coursePages(owner.groupId);
  const title = t(owner.groupId === null ? 'courseAuthoring.title' : 'courseAuthoring.groupTitle');
  useDocumentTitle(title);

  const loaded = useLoad(
    (signal) => courseAuthoringApi.list(session.request, { page, group: owner.groupId }, signal),
    `${locale}|${session.token}|${page}|${owner.groupId}`,
    allowed,
  );
  const list = loaded.data;

  const act = (id: number, name: string, action: CourseAction) =>
    run(
      id,
      async () => {
        if (action === 'delete') {
          await courseAuthoringApi.remove(session.request, id);
          loaded.reload();
          return t('courseAuthoring.done.deleted', { title: name });
        }
        const saved = await courseAuthoringApi.submit(session.request, id);
        loaded.update((current) => ({ ...current, data: current.data.map((row) => (row.id === id ? { ...row, ...saved } : row)) }));
        return t('courseAuthoring.done.submitted', { title: name });
      },
      (err) => actionFailure(err, t('errors.network')),
    );

  const create = (testId: string) => (
    <Link className="btn btn--primary" to={owner.link(locale, pages.create)} data-testid={testId}>
      {t('courseAuthoring.create')}
    </Link>
  );
  if (!allowed) {
    return (
      <section className="organizer">
        <h1>{title}</h1>
        <Empty
          testId="courses-not-allowed"
          action={
            // A group's leader writes the group's courses in the group's area (the notices of a course lead here).
            session.role === 'volon' ? (
              <Link className="btn btn--secondary" to={pagePath(locale, 'profileInitiativeCourses')}>
                {t('courseAuthoring.groupTitle')}
              </Link>
            ) : undefined
          }
        >
          {t('courseAuthoring.notAllowed')}
        </Empty>
      </section>
    );
  }
  return (
    <section className="organizer" data-testid="authored-courses">
      <header className="organizer__head">
        <h1>{title}</h1>
        {create('create-course')}
      </header>
      <p className="muted">{t('courseAuthoring.lead')}</p>
      {message ? (
        <FormAlert ref={alertRef} tone={message.tone} testId="list-message">
          {message.text}
        </FormAlert>
      ) : null}
      {loaded.status === 'error' ? <LoadError onRetry={loaded.reload} message={t('courseAuthoring.loadError')} /> : null}
      {!list && loaded.status === 'loading' ? <Loading /> : null}
      {list && list.data.length === 0 ? (
        <Empty testId="empty-list" action={create('create-course-empty')}>
          {t('courseAuthoring.empty')}
        </Empty>
      ) : null}
      {list && list.data.length ? (
        <ul className="activity-list" aria-busy={busyId !== null || undefined}>
          {list.data.map((item) => (
            <CourseRow
              key={item.id}
              item={item}
              busy={busyId === item.id}
              onAction={(action) => void act(item.id, inLocale(locale, item.titleRu, item.titleUz), action)}
            />
          ))}
        </ul>
      ) : null}
      {list ? <Pager page={list.page} total={list.total} perPage={list.perPage} onPage={setPage} /> : null}
    </section>
  );
}
