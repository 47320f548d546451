import { formatPlural } from '../../i18n/format';
import { ru } from '../../i18n/messages/volunteer';
import { uz } from '../../i18n/messages/uz/volunteer';
import { ru as organizerRu } from '../../i18n/messages/organizer';

describe('points and hours in words', () => {
  it('uses the three Russian forms', () => {
    const points = (n: number) => formatPlural('ru', ru['volunteer.points'], n);
    expect([1, 2, 5, 11, 21, 22, 25, 100].map(points)).toEqual([
      '1 балл',
      '2 балла',
      '5 баллов',
      '11 баллов',
      '21 балл',
      '22 балла',
      '25 баллов',
      '100 баллов',
    ]);
    const hours = (n: number) => formatPlural('ru', ru['volunteer.hours'], n);
    expect([1, 2, 5, 1.5].map(hours)).toEqual(['1 час', '2 часа', '5 часов', '1,5 часа']);
    expect(formatPlural('ru', organizerRu['organizer.pending'], 3)).toBe('3 новые заявки');
  });

  it('uses the Uzbek forms', () => {
    expect(formatPlural('uz', uz['volunteer.points'], 5)).toBe('5 ball');
    expect(formatPlural('uz', uz['volunteer.hours'], 1)).toBe('1 soat');
  });
});
