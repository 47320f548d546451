import russianMessages from 'ra-language-russian';
import type { TranslationMessages } from 'react-admin';

/** Our own back-office texts, under the `hashar.*` namespace. The reference for uz. */
export const hasharRu = {
  title: 'Панель администратора',
  brand: 'Хашар',
  dashboard: {
    welcome: 'Управление платформой волонтёров Узбекистана',
  },
  api_status: {
    loading: 'Проверяем сервер…',
    ok: 'Сервер работает',
    error: 'Сервер недоступен',
  },
} as const;

type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** Shape of `hashar.*` every locale must have. */
export type HasharMessages = Strings<typeof hasharRu>;

/** Keys react-admin 5 has that ra-language-russian 5.4 lacks. */
const russianAdditions = {
  guesser: {
    empty: {
      title: 'Нет данных для отображения',
      message: 'Проверьте ваш поставщик данных (dataProvider)',
    },
  },
};

/** Russian: ra-language-russian, completed, plus our `hashar.*` texts. */
export const ru: TranslationMessages = {
  ...russianMessages,
  ra: { ...russianMessages.ra, ...russianAdditions },
  hashar: hasharRu,
};
