import type { ru } from '../legal';

/** Uzbek (Latin script) texts of the same area; the type demands exactly the keys of ru. */
export const uz: { readonly [K in keyof typeof ru]: string } = {
  'legal.title': 'Foydalanuvchi kelishuvi va maxfiylik siyosati',
  'legal.toc': 'Mundarija',
  'legal.toTop': 'Mundarijaga',
  'legal.terms.title': 'Foydalanuvchi kelishuvi',
  'legal.privacy.title': 'Maxfiylik siyosati',
};
