import {
  activityKind,
  isGroupActive,
  GROUP_MANAGER_ROLES,
  pagePath,
  type ActivityKind,
  type MyGroupBrief,
  type PageName,
  groupAreaPage,
} from '@hashar/common';
import { createContext, useContext } from 'react';
import { withGroup } from '../api/client';
import { type OwnPages } from './areaPages';

/**
 * Who the generic owner pages (lists, form, applications) act for: the account itself, or an
 * initiative group the caller manages (profile/initiative/…, `?group=<id>`). The pages read it
 * instead of being copied: the API calls of list and create carry `?group=`, links stay in the
 * sub-area, and the organizations-only gate lets the group's manager in.
 */
export interface OwnerContextValue {
  /** The group the pages act for, or null (the account itself). */
  groupId: number | null;
  /** A kind's owner pages (list, create, edit): the sub-area's for a group. */
  pages(kind: ActivityKind): OwnPages;
  /** The address of a page, keeping the group (`?group=<id>`). */
  link(locale: string, page: PageName, params?: Record<string, string | number>): string;
}

/** The account's own pages (no group). */
export const ACCOUNT_OWNER: OwnerContextValue = {
  groupId: null,
  pages: (kind) => activityKind(kind).pages,
  link: (locale, page, params) => pagePath(locale, page, params),
};

/** The pages of a group the caller manages: the sub-area's, each address with `?group=<id>`. */
export function groupOwner(groupId: number): OwnerContextValue {
  return {
    groupId,
    pages: (kind) => {
      const { pages, owners } = activityKind(kind);
      if (!owners.includes('group')) return pages;
      return { own: groupAreaPage(pages.own), create: groupAreaPage(pages.create), edit: groupAreaPage(pages.edit) };
    },
    link: (locale, page, params) => withGroup(pagePath(locale, page, params), groupId),
  };
}

/** Groups whose activities the caller runs: active (status above 0) and led or co-led by them. */
export function managedGroups(groups: readonly MyGroupBrief[]): MyGroupBrief[] {
  return groups.filter((g) => isGroupActive(g.status) && GROUP_MANAGER_ROLES.includes(g.role));
}

/** The group a page is about: the one `?group=` names if it is among `groups`, else the first; null when there is none. */
export function pickGroup<G extends { id: number }>(groups: readonly G[], asked: string | null): G | null {
  const id = asked && /^\d+$/.test(asked) ? Number(asked) : null;
  return groups.find((g) => g.id === id) ?? groups[0] ?? null;
}

export const OwnerContext = createContext<OwnerContextValue>(ACCOUNT_OWNER);

/** The owner the page acts for (the account itself outside the initiative sub-area). */
export function useOwnerContext(): OwnerContextValue {
  return useContext(OwnerContext);
}
