import { useI18n } from '../i18n';

/** A page's own long texts, Russian and Uzbek side by side with the same keys. */
export interface PageTexts<K extends string> {
  ru: { readonly [key in K]: string };
  uz: { readonly [key in K]: string };
}

/**
 * The texts of a lazily loaded page in the page's language. Long page bodies live beside
 * their page (loaded with it) rather than in the shared catalogue every page downloads.
 */
export function useTexts<K extends string>(texts: PageTexts<K>): { readonly [key in K]: string } {
  return texts[useI18n().locale];
}
