import { formatPlural, pluralCategory, selectPluralForm, translate } from './format';
import { ru } from './ru';
import { uz } from './uz';

import * as academyRu from './messages/academy';
import * as academyUz from './messages/uz/academy';
import * as bookRu from './messages/book';
import * as bookUz from './messages/uz/book';
import * as courseAuthoringRu from './messages/courseAuthoring';
import * as courseAuthoringUz from './messages/uz/courseAuthoring';
import * as accountRu from './messages/account';
import * as accountUz from './messages/uz/account';
import * as bonusesRu from './messages/bonuses';
import * as bonusesUz from './messages/uz/bonuses';
import * as certificatesRu from './messages/certificates';
import * as certificatesUz from './messages/uz/certificates';
import * as checkinRu from './messages/checkin';
import * as checkinUz from './messages/uz/checkin';
import * as changeroleRu from './messages/changerole';
import * as changeroleUz from './messages/uz/changerole';
import * as eventsRu from './messages/events';
import * as eventsUz from './messages/uz/events';
import * as friendsRu from './messages/friends';
import * as friendsUz from './messages/uz/friends';
import * as infovolonRu from './messages/infovolon';
import * as infovolonUz from './messages/uz/infovolon';
import * as initiativeRu from './messages/initiative';
import * as initiativeUz from './messages/uz/initiative';
import * as initiativeAreaRu from './messages/initiativeArea';
import * as initiativeAreaUz from './messages/uz/initiativeArea';
import * as legalRu from './messages/legal';
import * as legalUz from './messages/uz/legal';
import * as organizerRu from './messages/organizer';
import * as organizerUz from './messages/uz/organizer';
import * as orgsRu from './messages/orgs';
import * as orgsUz from './messages/uz/orgs';
import * as profileRu from './messages/profile';
import * as profileUz from './messages/uz/profile';
import * as projectsRu from './messages/projects';
import * as projectsUz from './messages/uz/projects';
import * as newsRu from './messages/news';
import * as newsUz from './messages/uz/news';
import * as publishRu from './messages/publish';
import * as publishUz from './messages/uz/publish';
import * as reviewsRu from './messages/reviews';
import * as reviewsUz from './messages/uz/reviews';
import * as settingsRu from './messages/settings';
import * as settingsUz from './messages/uz/settings';
import * as tasksRu from './messages/tasks';
import * as tasksUz from './messages/uz/tasks';
import * as vacanciesRu from './messages/vacancies';
import * as vacanciesUz from './messages/uz/vacancies';
import * as verificationRu from './messages/verification';
import * as verificationUz from './messages/uz/verification';
import * as volunteerRu from './messages/volunteer';
import * as volunteerUz from './messages/uz/volunteer';
import * as volonsRu from './messages/volons';
import * as volonsUz from './messages/uz/volons';
import * as devRu from './messages/dev';
import * as devUz from './messages/uz/dev';
import * as aboutUs from './messages/pages/aboutUs';
import * as analytics from './messages/pages/analytics';
import * as instruction from './messages/pages/instruction';
import * as partners from './messages/pages/partners';
import * as privacyDocs from './messages/pages/privacyDocs';
import * as sdg from './messages/pages/sdg';
import * as searchPage from './messages/pages/searchPage';
import { AREAS, prefixedTexts } from './areas';

const pageArea = (name: string, texts: { ru: Record<string, string>; uz: Record<string, string> }) =>
  [name, prefixedTexts(name, texts.ru), prefixedTexts(name, texts.uz)] as [string, Record<string, string>, Record<string, string>];

/** The shell and every lazily loaded area, each as its Russian and Uzbek texts. */
const CATALOGUES: [string, Record<string, string>, Record<string, string>][] = [
  ['shell', ru, uz],
  ['academy', academyRu.ru, academyUz.uz],
  ['courseAuthoring', courseAuthoringRu.ru, courseAuthoringUz.uz],
  ['account', accountRu.ru, accountUz.uz],
  ['book', bookRu.ru, bookUz.uz],
  ['bonuses', bonusesRu.ru, bonusesUz.uz],
  ['certificates', certificatesRu.ru, certificatesUz.uz],
  ['checkin', checkinRu.ru, checkinUz.uz],
  ['changerole', changeroleRu.ru, changeroleUz.uz],
  ['events', eventsRu.ru, eventsUz.uz],
  ['friends', friendsRu.ru, friendsUz.uz],
  ['infovolon', infovolonRu.ru, infovolonUz.uz],
  ['initiative', initiativeRu.ru, initiativeUz.uz],
  ['initiativeArea', initiativeAreaRu.ru, initiativeAreaUz.uz],
  ['legal', legalRu.ru, legalUz.uz],
  ['organizer', organizerRu.ru, organizerUz.uz],
  ['orgs', orgsRu.ru, orgsUz.uz],
  ['profile', profileRu.ru, profileUz.uz],
  ['projects', projectsRu.ru, projectsUz.uz],
  ['news', newsRu.ru, newsUz.uz],
  ['publish', publishRu.ru, publishUz.uz],
  ['reviews', reviewsRu.ru, reviewsUz.uz],
  ['settings', settingsRu.ru, settingsUz.uz],
  ['tasks', tasksRu.ru, tasksUz.uz],
  ['vacancies', vacanciesRu.ru, vacanciesUz.uz],
  ['verification', verificationRu.ru, verificationUz.uz],
  ['volunteer', volunteerRu.ru, volunteerUz.uz],
  ['volons', volonsRu.ru, volonsUz.uz],
  ['dev', devRu.ru, devUz.uz],
  pageArea('aboutUs', aboutUs),
  pageArea('analytics', analytics),
  pageArea('instruction', instruction),
  pageArea('partners', partners),
  pageArea('privacyDocs', privacyDocs),
  pageArea('sdg', sdg),
  pageArea('searchPage', searchPage),
];

describe('message catalogues', () => {
  it('lists every area the loader knows', () => {
    expect(
      CATALOGUES.slice(1)
        .map(([name]) => name)
        .sort(),
    ).toEqual(Object.keys(AREAS).sort());
  });

  it('keeps every key in one place only (areas never shadow each other or the shell)', () => {
    const seen = new Map<string, string>();
    for (const [name, texts] of CATALOGUES) {
      for (const key of Object.keys(texts)) {
        expect({ key, also: seen.get(key) }).toEqual({ key, also: undefined });
        seen.set(key, name);
      }
    }
  });

  it.each(CATALOGUES)('%s: ru and uz have exactly the same keys', (_name, ruTexts, uzTexts) => {
    expect(Object.keys(uzTexts).sort()).toEqual(Object.keys(ruTexts).sort());
  });

  it.each(CATALOGUES)('%s has no empty texts', (_name, ruTexts, uzTexts) => {
    for (const [key, text] of [...Object.entries(ruTexts), ...Object.entries(uzTexts)]) {
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it.each(CATALOGUES)('%s uses the same placeholders in both languages', (_name, ruTexts, uzTexts) => {
    // Names, not occurrences: a Russian plural has three forms, an Uzbek one two.
    const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
    for (const key of Object.keys(ruTexts)) {
      expect({ key, uz: placeholders(uzTexts[key] ?? '') }).toEqual({ key, uz: placeholders(ruTexts[key]!) });
    }
  });

  it('keeps the areas out of the shell catalogue the home page downloads', () => {
    expect(Object.keys(ru).some((key) => /^(events|organizer|volunteer|profile|legal|login|signUp|captcha)\./.test(key))).toBe(false);
  });

  it('names the brand and the 404 text as the spec says', () => {
    expect(translate(ru, 'brand.name')).toBe('Хашар');
    expect(translate(uz, 'brand.name')).toBe('Hashar');
    expect(translate(ru, 'notFound.text')).toBe('Упссс, такой страницы не существует...');
    expect(translate(ru, 'footer.copyright', { year: 2030 })).toContain('© 2019–2030');
  });
});

describe('plural forms', () => {
  const forms = ['{count} час', '{count} часа', '{count} часов'];

  it('gives Russian one/few/many/other categories', () => {
    expect([1, 21, 101].map((n) => pluralCategory('ru', n))).toEqual(['one', 'one', 'one']);
    expect([2, 3, 4, 22, 34].map((n) => pluralCategory('ru', n))).toEqual(['few', 'few', 'few', 'few', 'few']);
    expect([0, 5, 11, 12, 14, 25, 111].map((n) => pluralCategory('ru', n))).toEqual(Array(7).fill('many'));
    expect(pluralCategory('ru', 1.5)).toBe('other');
  });

  it('picks the right Russian form', () => {
    const pick = (n: number) => selectPluralForm('ru', n, forms);
    expect([1, 2, 5, 11, 21, 22, 25, 1.5].map(pick)).toEqual([
      '{count} час',
      '{count} часа',
      '{count} часов',
      '{count} часов',
      '{count} час',
      '{count} часа',
      '{count} часов',
      '{count} часа',
    ]);
  });

  it('fills {count} with a localised number', () => {
    expect(formatPlural('ru', forms.join('|'), 21)).toBe('21 час');
    expect(formatPlural('ru', forms.join('|'), 1000)).toBe('1\u00a0000 часов');
  });

  it('uses one/other in Uzbek and accepts a single form', () => {
    expect(pluralCategory('uz', 1)).toBe('one');
    expect(pluralCategory('uz', 5)).toBe('other');
    expect(formatPlural('uz', '{count} soat|{count} soat', 5)).toBe('5 soat');
    expect(formatPlural('uz', '{count} ta', 2)).toBe('2 ta');
  });
});
