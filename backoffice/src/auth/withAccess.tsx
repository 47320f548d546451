import { isValidElement, type ComponentType } from 'react';
import { CanAccess, LoadingPage } from 'react-admin';
import { AccessDenied } from '../layout/AccessDenied';
import type { ResourceDefinition } from '../reference/resource';

type PageAction = 'list' | 'show' | 'edit' | 'create';

/** A page shown only when canAccess allows its action; otherwise the no-access page, and the page itself never mounts. */
function guarded(Page: ResourceDefinition[PageAction], action: PageAction): ResourceDefinition[PageAction] {
  if (!Page) return Page;
  // A page is a component (often React.lazy's, an object) or an element.
  const Component = Page as ComponentType;
  const page = isValidElement(Page) ? Page : <Component />;
  const Guarded = () => (
    <CanAccess action={action} loading={<LoadingPage />} accessDenied={<AccessDenied />}>
      {page}
    </CanAccess>
  );
  return Guarded;
}

/**
 * A resource whose pages ask canAccess (common's roles table) before they mount. react-admin's
 * own check runs inside the page's controller, which fires the page's request as soon as the
 * answer is known — a 403 before "no access" when the answer is no; here nothing is asked.
 */
export function withAccess(definition: ResourceDefinition): ResourceDefinition {
  return {
    ...definition,
    list: guarded(definition.list, 'list'),
    show: guarded(definition.show, 'show'),
    edit: guarded(definition.edit, 'edit'),
    create: guarded(definition.create, 'create'),
  };
}
