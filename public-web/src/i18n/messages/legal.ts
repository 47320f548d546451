/** UI texts of the privacy page; the documents' bodies are in pages/legal/legalTexts.ts (loaded with the page). */
export const ru = {
  'legal.title': 'Пользовательское соглашение и политика конфиденциальности',
  'legal.toc': 'Содержание',
  'legal.toTop': 'К содержанию',
  'legal.terms.title': 'Пользовательское соглашение',
  'legal.privacy.title': 'Политика конфиденциальности',
} as const;
