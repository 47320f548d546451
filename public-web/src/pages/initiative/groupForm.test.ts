import type { MyGroup } from '@hashar/common';
import { canAddLink, emptyGroup, groupErrorsOf, groupInputOf, groupValuesOf, heldCover } from './groupForm';

/** What the group was saved with (the input shape), and the group as GET /api/my/initiatives/:id gives it back. */
const input = {
  nameRu: 'Чистый город',
  nameUz: null,
  descriptionRu: 'Убираем парки',
  descriptionUz: 'Bog‘larni tozalaymiz',
  goalsRu: null,
  goalsUz: null,
  regionId: 3,
  districtId: 31,
  directionIds: [2, 5],
  phone: '+998901234567',
  email: null,
  links: ['https://t.me/clean'],
  foundedOn: '2024-05-01',
  cover: 'organizer/abc.png',
};
const saved = { ...input, id: 7, cover: '/uploads/organizer/abc.png' } as unknown as MyGroup;

describe('the group form binding', () => {
  it('fills the form from a saved group and sends it back unchanged', () => {
    const values = groupValuesOf(saved);
    expect(values.nameUz).toBe('');
    expect(values.regionId).toBe('3');
    expect(values.districtId).toBe('31');
    expect(values.links).toEqual(['https://t.me/clean']);
    expect(values.cover).toEqual({ key: 'organizer/abc.png', name: '', url: '/uploads/organizer/abc.png' });
    expect(groupInputOf(values)).toEqual(input);
  });

  it('trims texts, clears empty optional ones and drops empty links', () => {
    const values = { ...emptyGroup(), nameRu: '  Группа  ', descriptionRu: ' О нас ', goalsUz: '   ', links: [' https://a.uz ', '', '  '] };
    const input = groupInputOf(values);
    expect(input.nameRu).toBe('Группа');
    expect(input.descriptionRu).toBe('О нас');
    expect(input.goalsUz).toBeNull();
    expect(input.regionId).toBeNull();
    expect(input.districtId).toBeNull();
    expect(input.links).toEqual(['https://a.uz']);
    expect(input.cover).toBeNull();
  });

  it('starts with one empty link input and stops adding at the limit', () => {
    expect(emptyGroup().links).toEqual(['']);
    expect(canAddLink({ ...emptyGroup(), links: ['', '', '', ''] })).toBe(true);
    expect(canAddLink({ ...emptyGroup(), links: ['', '', '', '', ''] })).toBe(false);
  });

  it('takes a stored cover as a key or a URL', () => {
    expect(heldCover('organizer/x.jpg')).toEqual({ key: 'organizer/x.jpg', name: '', url: '/uploads/organizer/x.jpg' });
    expect(heldCover(null)).toBeNull();
  });

  it('puts the API field errors by the form fields, the rest apart', () => {
    const { byField, other } = groupErrorsOf({
      nameRu: 'Слишком коротко',
      'links.1': 'Нужна ссылка https',
      'links[2]': 'x',
      status: 'Нельзя',
    });
    expect(byField).toEqual({ nameRu: 'Слишком коротко', links: 'Нужна ссылка https' });
    expect(other).toEqual(['Нельзя']);
  });
});
