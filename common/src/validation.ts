import type { Locale } from './locales';
import { fillTemplate } from './templates';

/** Field limits shared by the forms and the API. */
export const LIMITS = {
  email: { max: 254 },
  password: { min: 8, max: 64 },
  name: { min: 2, max: 100 },
  probonoDirections: { min: 1, max: 3 },
  referralCode: { max: 32 },
  taxNumber: /^\d{9}$/,
} as const;

/**
 * Limits of every request's JSON body (and query), checked once before any route's validators:
 * no list may hold more than `arrayItemsMax` items (the longest a form sends: 100 ids of a bulk
 * action), no object more than `objectKeysMax` fields, nor nest deeper than `depthMax` levels.
 * A form's own, smaller limit is its validator's.
 */
export const REQUEST_LIMITS = { arrayItemsMax: 100, objectKeysMax: 200, depthMax: 32 } as const;

/**
 * Uzbekistan's bounding box: a district's centre (and later any map pin) must lie inside it.
 * Four decimals are kept (about 10 m), enough for a pin's start.
 */
export const UZBEKISTAN_BOUNDS = { latMin: 37.1, latMax: 45.6, lngMin: 55.9, lngMax: 73.2 } as const;

/** Whether a value is a point `{ lat, lng }` of finite numbers inside UZBEKISTAN_BOUNDS (a map pin, the lists' `near`). */
export function isPointInUzbekistan(v: unknown): v is { lat: number; lng: number } {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const { lat, lng } = v as { lat?: unknown; lng?: unknown };
  const B = UZBEKISTAN_BOUNDS;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= B.latMin &&
    lat <= B.latMax &&
    lng >= B.lngMin &&
    lng <= B.lngMax
  );
}

/** Validation messages of spec §5 and the account forms, in both languages. */
export const VALIDATION_MESSAGES = {
  ru: {
    required: 'Данное поле обязательно для заполнения',
    requiredEither: '«{field}»: заполните на русском или узбекском языке',
    email: 'Введите корректный email адрес',
    emailTaken: 'Email адрес уже занят',
    length: 'Поле должно содержать не менее {min} и не более {max} символов',
    passwordsDiffer: 'Пароли не совпадают',
    region: 'Выберите Ваш регион',
    consent: 'Необходимо согласие на обработку персональных данных',
    accountKind: 'Выберите тип аккаунта',
    probonoCount: 'Выберите от {min} до {max} категорий',
    probonoUnknown: 'Выбрана несуществующая категория',
    captcha: 'Подтвердите, что вы не робот',
    referral: 'Реферальный код не найден',
    taxNumber: 'ИНН должен состоять из 9 цифр',
    oldPassword: 'Неверный текущий пароль',
    range: 'Введите целое число от {min} до {max}',
    number: 'Введите число больше {min} и не больше {max}',
    choice: 'Выберите значение из списка',
    boolean: 'Укажите «да» или «нет»',
    color: 'Укажите цвет в формате #RRGGBB',
    link: 'Укажите ссылку, начинающуюся с http://, https:// или /',
    date: 'Укажите корректную дату',
    dateOrder: 'Дата окончания не может быть раньше даты начала',
    key: 'Ключ: строчные латинские буквы, цифры, «-» и «_», не более {max} символов',
    unique: 'Такое значение уже используется',
    maxLength: 'Не более {max} символов',
    birthFuture: 'Дата рождения не может быть в будущем',
    minAge: 'Возраст должен быть не меньше {age} лет',
    listLimits: 'Не более {max} пунктов, каждый не длиннее {length} символов',
    passportSeries: 'Серия и номер паспорта: две латинские буквы и 7 цифр, например AA1234567',
    oneChoice: 'Выберите одно значение',
    phone: 'Укажите телефон: от 7 до 20 знаков — цифры, пробелы, скобки, «-», в начале можно «+»',
    webLink: 'Укажите ссылку, начинающуюся с http:// или https://',
    listMax: 'Не более {max} элементов',
    districtKey: 'Код: ключ региона, точка и латинское название района, например tashkent-city.chilanzar',
    districtOfRegion: 'Район не относится к выбранному региону',
    pointInUzbekistan: 'Точка должна быть в Узбекистане',
    near: 'Укажите точку как «широта,долгота» в пределах Узбекистана',
    radiusKm: 'Радиус: число от {min} до {max} км, только вместе с точкой',
    distanceSort: 'Сортировка по расстоянию возможна только вместе с точкой',
  },
  uz: {
    required: "to'ldirilishi shart",
    requiredEither: "«{field}»: rus yoki o'zbek tilida to'ldiring",
    email: "To'g'ri email manzilini kiriting",
    emailTaken: 'Email manzil allaqachon band',
    length: "Maydon kamida {min} va ko'pi bilan {max} belgidan iborat bo'lishi kerak",
    passwordsDiffer: 'Parollar mos kelmadi',
    region: 'Hududingizni tanlang',
    consent: "Shaxsiy ma'lumotlarni qayta ishlashga rozilik berish shart",
    accountKind: 'Akkaunt turini tanlang',
    probonoCount: '{min} tadan {max} tagacha toifa tanlang',
    probonoUnknown: "Mavjud bo'lmagan toifa tanlangan",
    captcha: 'Robot emasligingizni tasdiqlang',
    referral: 'Referal kod topilmadi',
    taxNumber: "STIR 9 ta raqamdan iborat bo'lishi kerak",
    oldPassword: "Joriy parol noto'g'ri",
    range: '{min} dan {max} gacha butun son kiriting',
    number: '{min} dan katta va {max} dan oshmaydigan son kiriting',
    choice: "Ro'yxatdan qiymat tanlang",
    boolean: "«Ha» yoki «yo'q» ni belgilang",
    color: "Rangni #RRGGBB ko'rinishida kiriting",
    link: 'http://, https:// yoki / bilan boshlanadigan havolani kiriting',
    date: "To'g'ri sanani kiriting",
    dateOrder: "Tugash sanasi boshlanish sanasidan oldin bo'lishi mumkin emas",
    key: "Kalit: kichik lotin harflari, raqamlar, «-» va «_», ko'pi bilan {max} belgi",
    unique: 'Bu qiymat allaqachon ishlatilgan',
    maxLength: "Ko'pi bilan {max} belgi",
    birthFuture: "Tug'ilgan sana kelajakda bo'lishi mumkin emas",
    minAge: "Yosh kamida {age} bo'lishi kerak",
    listLimits: "Ko'pi bilan {max} ta band, har biri {length} belgidan oshmasin",
    passportSeries: 'Pasport seriyasi va raqami: ikki lotin harfi va 7 ta raqam, masalan AA1234567',
    oneChoice: 'Bitta qiymatni tanlang',
    phone: "Telefonni kiriting: 7 dan 20 gacha belgi — raqamlar, bo'shliq, qavslar, «-», boshida «+» bo'lishi mumkin",
    webLink: 'http:// yoki https:// bilan boshlanadigan havolani kiriting',
    listMax: "Ko'pi bilan {max} ta element",
    districtKey: 'Kod: viloyat kaliti, nuqta va tumanning lotincha nomi, masalan tashkent-city.chilanzar',
    districtOfRegion: 'Tuman tanlangan viloyatga tegishli emas',
    pointInUzbekistan: "Nuqta O'zbekiston hududida bo'lishi kerak",
    near: "Nuqtani «kenglik,uzunlik» ko'rinishida O'zbekiston hududida kiriting",
    radiusKm: 'Radius: {min} dan {max} km gacha son, faqat nuqta bilan birga',
    distanceSort: "Masofa bo'yicha saralash faqat nuqta bilan birga mumkin",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type ValidationKey = keyof (typeof VALIDATION_MESSAGES)['ru'];

/** A validation message in the given language with {placeholders} filled. */
export function validationMessage(locale: Locale, key: ValidationKey, params: Record<string, string | number> = {}): string {
  return fillTemplate(VALIDATION_MESSAGES[locale][key], params);
}

/** A deliberately simple email check (the confirmation email is the real proof). */
export function isEmail(value: string): boolean {
  return value.length <= LIMITS.email.max && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
