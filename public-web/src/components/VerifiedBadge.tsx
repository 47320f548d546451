import { useI18n } from '../i18n';
import './verifiedBadge.css';

interface Props {
  /** Whose mark: a person (volunteer) or an organization; the accessible label says so in the page's language. */
  of?: 'person' | 'organization';
  /** Also write the label next to the mark. */
  withText?: boolean;
  /** Size of the mark in pixels (16 by default). */
  size?: number;
}

/** The verified mark (a check in a green circle) with its accessible label; anyone's verified profile shows it. */
export function VerifiedBadge({ of = 'person', withText = false, size = 16 }: Props) {
  const { t } = useI18n();
  const label = t(of === 'person' ? 'verified.person' : 'verified.organization');
  return (
    <span className="verified-badge" data-testid="verified-badge" title={label}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        role="img"
        aria-label={withText ? undefined : label}
        aria-hidden={withText || undefined}
      >
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {withText ? <span className="verified-badge__text">{label}</span> : null}
    </span>
  );
}
