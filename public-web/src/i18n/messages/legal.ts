/** UI texts of the privacy page; the documents' bodies are the area privacyDocs (messages/pages/privacyDocs.ts). */
export const ru = {
  'legal.title': 'Пользовательское соглашение и политика конфиденциальности',
  'legal.toc': 'Содержание',
  'legal.toTop': 'К содержанию',
  'legal.terms.title': 'Пользовательское соглашение',
  'legal.privacy.title': 'Политика конфиденциальности',
} as const;
