/**
 * Contact details and social links shown in the footer. Spec §1: these are placeholders
 * until the operator supplies real ones; the social links are not live yet, so the footer
 * renders them as "soon" rather than pointing at someone else's account.
 */
export const CONTACTS = {
  phone: '+998 (00) 000-00-00',
  email: 'info@hashar.example',
} as const;

export interface SocialLink {
  id: 'telegram' | 'instagram' | 'facebook' | 'youtube';
  name: string;
  /** The account's address; null while it is a placeholder. */
  href: string | null;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: 'telegram', name: 'Telegram', href: null },
  { id: 'instagram', name: 'Instagram', href: null },
  { id: 'facebook', name: 'Facebook', href: null },
  { id: 'youtube', name: 'YouTube', href: null },
];

/** A partner shown in the footer (managed in the back office in a later issue). */
export interface FooterPartner {
  id: number;
  name: string;
  logo: string;
  url: string | null;
}
