import type { ActivityKind } from '@hashar/common';
import type { ComponentType, ReactElement } from 'react';

/**
 * The route component of a generic page for each kind: made once per kind and kept, so React
 * keeps the page's state across renders of the route tree.
 */
export function pagePerKind(render: (kind: ActivityKind) => ReactElement): (kind: ActivityKind) => ComponentType {
  const pages = new Map<ActivityKind, ComponentType>();
  return (kind) => {
    let page = pages.get(kind);
    if (!page) {
      page = function KindPage() {
        return render(kind);
      };
      pages.set(kind, page);
    }
    return page;
  };
}
