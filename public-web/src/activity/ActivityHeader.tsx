import type { DirectionDto, OrganizationBrief } from '@hashar/common';
import type { ReactNode } from 'react';
import { Cover } from './Cover';
import { DirectionChips } from './DirectionChip';
import { VerifiedBadge } from '../components/VerifiedBadge';

/** Top of an event or visit page: cover, title, the facts line, organization and directions. */
export function ActivityHeader({
  title,
  cover,
  directions,
  organization,
  facts,
}: {
  title: string;
  cover: string | null;
  directions: readonly DirectionDto[];
  organization: OrganizationBrief;
  facts: ReactNode;
}) {
  return (
    <header className="activity__head">
      <Cover src={cover} directions={directions} className="activity__cover" large />
      <div className="activity__intro">
        <h1 className="activity__title" data-testid="activity-title">
          {title}
        </h1>
        {facts}
        <p className="activity__org">
          {organization.logo && <img src={organization.logo} alt="" width="32" height="32" />}
          <span>{organization.name}</span>
          {organization.isVerified && <VerifiedBadge of="organization" withText />}
        </p>
        <DirectionChips directions={directions} />
      </div>
    </header>
  );
}

/** Text that keeps the author's paragraphs and line breaks. */
export function Description({ text }: { text: string }) {
  return (
    <div className="activity__description">
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
