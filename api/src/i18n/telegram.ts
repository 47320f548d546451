import { fillTemplate, type Locale } from '@hashar/common';

/** What the bot says, in Russian; `{name}` are filled by botText(). */
const ru = {
  welcome: 'Здравствуйте! Я бот волонтёрской платформы: присылаю уведомления о ваших заявках, сменах, часах и баллах и отвечаю на команды.',
  how_to_link: 'Чтобы получать уведомления здесь, откройте настройки профиля на сайте и привяжите Telegram: {url}',
  linked: 'Готово: Telegram привязан к аккаунту «{name}». Уведомления будут приходить сюда. Команды — /help',
  code_unknown: 'Ссылка для привязки недействительна. Получите новую в настройках профиля: {url}',
  code_used: 'Эта ссылка уже использована. Если нужно привязать Telegram снова, получите новую ссылку в настройках профиля: {url}',
  code_expired: 'Срок действия ссылки истёк (она действует {minutes} минут). Получите новую в настройках профиля: {url}',
  unlinked: 'Telegram отвязан от аккаунта на сайте: уведомления сюда больше не придут. Привязать снова можно в настройках профиля: {url}',
  not_linked: 'Этот чат не привязан к аккаунту на сайте. Привязать можно в настройках профиля: {url}',
  link_first: 'Сначала привяжите аккаунт: откройте настройки профиля на сайте и привяжите Telegram: {url}',
  help: 'Команды:\n/events — ближайшие мероприятия\n/my — мои ближайшие смены\n/points — баллы и подтверждённые часы\n/lang — язык бота\n/stop — отвязать Telegram от аккаунта\n/help — эта справка',
  cmd_events: 'Ближайшие мероприятия',
  cmd_my: 'Мои ближайшие смены',
  cmd_points: 'Баллы и подтверждённые часы',
  cmd_lang: 'Язык бота',
  cmd_stop: 'Отвязать Telegram от аккаунта',
  cmd_help: 'Справка',
  events_region: 'Ближайшие мероприятия — {region}:',
  events_all: 'Ближайшие мероприятия:',
  events_none: 'Предстоящих мероприятий пока нет. Все мероприятия: {url}',
  events_more: 'Все мероприятия: {url}',
  my_title: 'Ваши ближайшие смены:',
  my_none: 'Принятых заявок на предстоящие смены нет. Найти мероприятие — /events',
  points: 'Баллы: {balance}\nПодтверждённые часы: {hours}\nИстория: {url}',
  lang_choose: 'Выберите язык бота:',
  lang_set: 'Готово: бот говорит по-русски.',
  open: 'Открыть',
  online: 'онлайн',
} as const;

export type BotTextKey = keyof typeof ru;

/** The same in Uzbek (Latin); a missing key fails the build. */
const uz = {
  welcome:
    "Assalomu alaykum! Men ko'ngillilik platformasi botiman: arizalaringiz, smenalaringiz, soatlaringiz va ballaringiz haqida xabar yuboraman va buyruqlarga javob beraman.",
  how_to_link: 'Xabarlarni shu yerda olish uchun saytdagi profil sozlamalarini oching va Telegramni biriktiring: {url}',
  linked: 'Tayyor: Telegram «{name}» akkauntiga biriktirildi. Xabarlar shu yerga keladi. Buyruqlar — /help',
  code_unknown: 'Biriktirish havolasi yaroqsiz. Profil sozlamalarida yangisini oling: {url}',
  code_used: 'Bu havola allaqachon ishlatilgan. Telegramni qayta biriktirish kerak boʻlsa, profil sozlamalarida yangi havola oling: {url}',
  code_expired: 'Havolaning amal qilish muddati tugagan (u {minutes} daqiqa amal qiladi). Profil sozlamalarida yangisini oling: {url}',
  unlinked:
    'Telegram saytdagi akkauntdan uzildi: bu yerga endi xabarlar kelmaydi. Qayta biriktirish uchun profil sozlamalariga kiring: {url}',
  not_linked: 'Bu chat saytdagi akkauntga biriktirilmagan. Biriktirish uchun profil sozlamalariga kiring: {url}',
  link_first: 'Avval akkauntni biriktiring: saytdagi profil sozlamalarini oching va Telegramni biriktiring: {url}',
  help: 'Buyruqlar:\n/events — yaqin tadbirlar\n/my — yaqin smenalarim\n/points — ballar va tasdiqlangan soatlar\n/lang — bot tili\n/stop — Telegramni akkauntdan uzish\n/help — ushbu maʼlumot',
  cmd_events: 'Yaqin tadbirlar',
  cmd_my: 'Yaqin smenalarim',
  cmd_points: 'Ballar va tasdiqlangan soatlar',
  cmd_lang: 'Bot tili',
  cmd_stop: 'Telegramni akkauntdan uzish',
  cmd_help: 'Maʼlumot',
  events_region: 'Yaqin tadbirlar — {region}:',
  events_all: 'Yaqin tadbirlar:',
  events_none: 'Hozircha rejalashtirilgan tadbirlar yoʻq. Barcha tadbirlar: {url}',
  events_more: 'Barcha tadbirlar: {url}',
  my_title: 'Yaqin smenalaringiz:',
  my_none: 'Yaqin smenalarga qabul qilingan arizalar yoʻq. Tadbir topish — /events',
  points: 'Ballar: {balance}\nTasdiqlangan soatlar: {hours}\nTarix: {url}',
  lang_choose: 'Bot tilini tanlang:',
  lang_set: 'Tayyor: bot oʻzbek tilida gapiradi.',
  open: 'Ochish',
  online: 'onlayn',
} satisfies Record<BotTextKey, string>;

const TEXTS: Record<Locale, Record<BotTextKey, string>> = { ru, uz };

/** Names of the two languages on the /lang buttons, each in its own language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { ru: 'Русский', uz: 'Oʻzbekcha' };

/** A bot text in a language with its `{params}` filled (plain text: escape it before HTML). */
export function botText(locale: Locale, key: BotTextKey, params: Record<string, string | number> = {}): string {
  return fillTemplate(TEXTS[locale][key], params);
}

/** The language of a Telegram user who has no link yet: Uzbek for an Uzbek Telegram, else Russian. */
export function localeOfTelegram(languageCode: string | undefined): Locale {
  return languageCode?.toLowerCase().startsWith('uz') ? 'uz' : 'ru';
}
