import { APPLICATION_STATES, LIFECYCLE_STATES, MODERATION_STATES } from '@hashar/common';
import { formatPlural } from '../i18n/format';
import * as area from '../i18n/messages/events';
import * as areaUz from '../i18n/messages/uz/events';
import type { EventTextKey } from '../i18n/messages/events';

/** The area's texts as the pages see them (without the `events.` prefix). */
const unprefixed = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([k, v]) => [k.replace(/^events\./, ''), v])) as Record<EventTextKey, string>;
const ru = unprefixed(area.ru);
const uz = unprefixed(areaUz.uz);

describe('event page texts', () => {
  it('have the same keys, no empty text and the same placeholders in both languages', () => {
    expect(Object.keys(uz).sort()).toEqual(Object.keys(ru).sort());
    const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
    for (const key of Object.keys(ru) as EventTextKey[]) {
      expect({ key, ru: ru[key].trim() !== '', uz: uz[key].trim() !== '' }).toEqual({ key, ru: true, uz: true });
      expect({ key, uz: placeholders(uz[key]) }).toEqual({ key, uz: placeholders(ru[key]) });
    }
  });

  it('name every application, lifecycle and moderation state', () => {
    for (const state of APPLICATION_STATES) expect(ru[`application.${state}` as EventTextKey]).toBeTruthy();
    for (const state of LIFECYCLE_STATES) expect(ru[`lifecycle.${state}` as EventTextKey]).toBeTruthy();
    for (const state of MODERATION_STATES) expect(ru[`moderation.${state}` as EventTextKey]).toBeTruthy();
  });

  it('count events with the three Russian plural forms', () => {
    const found = (n: number) => formatPlural('ru', ru['list.found'], n);
    expect([1, 3, 5, 21, 22, 111].map(found)).toEqual([
      'Найдено 1 мероприятие',
      'Найдено 3 мероприятия',
      'Найдено 5 мероприятий',
      'Найдено 21 мероприятие',
      'Найдено 22 мероприятия',
      'Найдено 111 мероприятий',
    ]);
    expect(formatPlural('uz', uz['list.found'], 5)).toBe('5 ta tadbir topildi');
  });

  it('says the free places and the minimum age in proper Russian', () => {
    expect([1, 2, 5].map((n) => formatPlural('ru', ru['places.free'], n))).toEqual([
      'Осталось 1 место',
      'Осталось 2 места',
      'Осталось 5 мест',
    ]);
    expect([21, 18, 14].map((n) => formatPlural('ru', ru['event.minAge'], n))).toEqual([
      'Возраст от 21 года',
      'Возраст от 18 лет',
      'Возраст от 14 лет',
    ]);
    expect(formatPlural('ru', ru['comments.title'], 2)).toBe('2 комментария');
  });

  it('uses the spec wording for a required field', () => {
    expect(ru['comments.required']).toBe('Данное поле обязательно для заполнения');
    expect(uz['comments.required']).toBe("to'ldirilishi shart");
  });
});
