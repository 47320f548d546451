import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../components/lazyPage';
import { representBy } from '../components/localized';

/** What a resource folder's index.ts exports: react-admin's <Resource> props but the name. */
export type ResourceDefinition = Omit<ResourceProps, 'name'>;

type Page = 'List' | 'Show' | 'Edit' | 'Create';

/**
 * A resource whose list, show, edit and create pages are the `<prefix>List`, `<prefix>Show`,
 * `<prefix>Edit` and `<prefix>Create` exports of one lazily loaded module (its own chunk).
 */
export function pagesResource<P extends string, M extends Record<`${P}${Page}`, ComponentType>>(
  load: () => Promise<M>,
  prefix: P,
  rest: Pick<ResourceDefinition, 'icon' | 'recordRepresentation'>,
): ResourceDefinition {
  return {
    list: lazyPage(load, `${prefix}List`),
    show: lazyPage(load, `${prefix}Show`),
    edit: lazyPage(load, `${prefix}Edit`),
    create: lazyPage(load, `${prefix}Create`),
    ...rest,
  };
}

/** A plain reference list (id, key, names, order, active) with the given menu icon. */
export function referenceResource(icon: ComponentType): ResourceDefinition {
  return pagesResource(() => import('./ReferencePages'), 'PlainReference', { icon, recordRepresentation: representBy('name') });
}
