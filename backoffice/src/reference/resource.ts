import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { lazyPage } from '../components/lazyPage';
import { representBy } from '../components/localized';

/** What a resource folder's index.ts exports: react-admin's <Resource> props but the name. */
export type ResourceDefinition = Omit<ResourceProps, 'name'>;

/** A plain reference list (id, key, names, order, active) with the given menu icon. */
export function referenceResource(icon: ComponentType): ResourceDefinition {
  return {
    list: lazyPage(() => import('./ReferenceList'), 'PlainReferenceList'),
    show: lazyPage(() => import('./ReferenceShow'), 'PlainReferenceShow'),
    edit: lazyPage(() => import('./ReferenceForms'), 'PlainReferenceEdit'),
    create: lazyPage(() => import('./ReferenceForms'), 'PlainReferenceCreate'),
    icon,
    recordRepresentation: representBy('name'),
  };
}
