import type { MailLink, MailParams, MailTemplate } from '../types';

/** What one message says, independent of its HTML or text form. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing the reader should do: shown as a button and as a plain link. */
  action?: MailLink;
  /** Further links, listed under the paragraphs (each label with its address). */
  links?: MailLink[];
  /** Smaller print under the button: validity, "ignore if it wasn't you". */
  notes: string[];
}

/** One language: the frame around every message and every template's wording. */
export interface LocaleTemplates {
  brand: string;
  /** Shown under the button for mail clients that render it badly. */
  linkHint: string;
  signature: string;
  footer: string;
  templates: { [T in MailTemplate]: (params: MailParams[T]) => MailContent };
}

/** A message ready to store and send. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** URLs the message asks the reader to open (kept with the message for tests and support). */
  links: string[];
}
