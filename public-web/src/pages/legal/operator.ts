import { fromTashkentInput, type Locale, type OperatorDetails } from '@hashar/common';
import { apiRequest } from '../../api/client';
import { formatDate } from '../../i18n/dates';

export type { OperatorDetails };

export const NO_OPERATOR: OperatorDetails = { name: null, address: null, taxNumber: null, email: null, policyDate: null };

/** Loads the operator's details; a failed call reads as "nothing set" so the page still reads naturally. */
export async function fetchOperator(locale: Locale, signal?: AbortSignal): Promise<OperatorDetails> {
  try {
    const body = await apiRequest<{ data?: Partial<OperatorDetails> }>('/api/site/operator', { locale, signal });
    const data = body?.data ?? {};
    const clean = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
    return {
      name: clean(data.name),
      address: clean(data.address),
      taxNumber: clean(data.taxNumber),
      email: clean(data.email),
      policyDate: clean(data.policyDate),
    };
  } catch {
    return NO_OPERATOR;
  }
}

/** The sentences that depend on the operator, in each language: with a value, and without it. */
const PHRASES = {
  ru: {
    party: (name: string | null) =>
      name
        ? `${name}, юридическим лицом, зарегистрированным в Республике Узбекистан`
        : 'юридическим лицом, зарегистрированным в Республике Узбекистан и управляющим платформой «Хашар»',
    owner: (name: string | null, address: string | null) =>
      name ? [name, address].filter(Boolean).join(', ') : 'юридическое лицо, управляющее Платформой',
    taxLabel: 'ИНН',
    detailsLead: 'Оператор',
    noDetails: 'Оператор — юридическое лицо, зарегистрированное в Республике Узбекистан и управляющее Платформой.',
    supportEmail: (email: string | null) =>
      email ? `Электронная почта для обращений: ${email}.` : 'Обращения к Оператору принимаются через службу поддержки Платформы.',
    privacyEmail: (email: string | null) =>
      email
        ? `Электронная почта для обращений по вопросам персональных данных: ${email}.`
        : 'Обращения по вопросам персональных данных принимаются через службу поддержки Платформы.',
    effective: (date: string | null) => (date ? `Редакция от ${date}, действует с этой даты.` : 'Действующая редакция.'),
  },
  uz: {
    party: (name: string | null) =>
      name
        ? `O'zbekiston Respublikasida ro'yxatdan o'tgan yuridik shaxs ${name}`
        : "O'zbekiston Respublikasida ro'yxatdan o'tgan va «Hashar» platformasini boshqaruvchi yuridik shaxs",
    owner: (name: string | null, address: string | null) =>
      name ? [name, address].filter(Boolean).join(', ') : 'Platformani boshqaruvchi yuridik shaxs',
    taxLabel: 'STIR',
    detailsLead: 'Operator',
    noDetails: "Operator — O'zbekiston Respublikasida ro'yxatdan o'tgan va Platformani boshqaruvchi yuridik shaxs.",
    supportEmail: (email: string | null) =>
      email
        ? `Murojaatlar uchun elektron pochta: ${email}.`
        : "Operatorga murojaatlar Platformaning qo'llab-quvvatlash xizmati orqali qabul qilinadi.",
    privacyEmail: (email: string | null) =>
      email
        ? `Shaxsga doir ma'lumotlar bo'yicha murojaatlar uchun elektron pochta: ${email}.`
        : "Shaxsga doir ma'lumotlar bo'yicha murojaatlar Platformaning qo'llab-quvvatlash xizmati orqali qabul qilinadi.",
    effective: (date: string | null) => (date ? `Tahrir sanasi: ${date}. Shu sanadan kuchga kiradi.` : 'Amaldagi tahrir.'),
  },
} as const;

/** The values of the legal texts' {placeholders}: never blank, never a bracketed template. */
export function operatorParams(locale: Locale, operator: OperatorDetails, site: string): Record<string, string> {
  const p = PHRASES[locale];
  const { name, address, taxNumber, email } = operator;
  const parts = [name, address, taxNumber ? `${p.taxLabel} ${taxNumber}` : null].filter(Boolean);
  return {
    operatorParty: p.party(name),
    operatorOwner: p.owner(name, address),
    operatorDetails: parts.length ? `${p.detailsLead}: ${parts.join(', ')}.` : p.noDetails,
    supportEmail: p.supportEmail(email),
    privacyEmail: p.privacyEmail(email),
    site,
  };
}

/** "Редакция от 1 декабря 2026 г. …" / "Amaldagi tahrir." */
export function effectiveLine(locale: Locale, policyDate: string | null): string {
  const iso = policyDate ? fromTashkentInput(policyDate) : null;
  return PHRASES[locale].effective(iso ? formatDate(locale, iso) : null);
}
