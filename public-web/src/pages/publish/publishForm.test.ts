import { emptyPublication, publicationInput, publicationValues, publishServerErrors, splitTags, validatePublication } from './publishForm';
import { linkHref } from '../../components/RichTextEditor';

const FUTURE = 'future';
const notice = { ...emptyPublication('missing_pet'), titleRu: 'Пропал кот', bodyRu: '<p>Рыжий</p>' };

describe('publication form', () => {
  it('asks a story for its title and body only, in the page language', () => {
    expect(Object.keys(validatePublication(emptyPublication(), 'ru', FUTURE)).sort()).toEqual(['bodyRu', 'titleRu']);
    expect(validatePublication(emptyPublication(), 'uz', FUTURE)).toEqual({
      titleUz: "«Nomi»: rus yoki o'zbek tilida to'ldiring",
      bodyUz: "«Matn»: rus yoki o'zbek tilida to'ldiring",
    });
    const uzbekOnly = { ...emptyPublication(), titleUz: 'Yuzta daraxt', bodyUz: '<p>Bir kunda</p>' };
    expect(validatePublication(uzbekOnly, 'ru', FUTURE)).toEqual({});
  });

  it('asks a notice for who, where, when (not ahead of now, Tashkent time) and contacts', () => {
    expect(Object.keys(validatePublication(notice, 'ru', FUTURE)).sort()).toEqual(['contacts', 'lastSeenAt', 'lastSeenPlace', 'subject']);
    const filled = { ...notice, subject: 'Кот', lastSeenPlace: 'Чиланзар', contacts: '+998901234567' };
    const now = new Date('2026-11-22T10:00:00Z'); // 15:00 in Tashkent
    expect(validatePublication({ ...filled, lastSeenAt: '2026-11-22T14:59' }, 'ru', FUTURE, now)).toEqual({});
    expect(validatePublication({ ...filled, lastSeenAt: '2026-11-22T15:01' }, 'ru', FUTURE, now).lastSeenAt).toBe(FUTURE);
  });

  it('limits the tags and splits them on commas', () => {
    expect(splitTags(' кот, , Чиланзар ,кот')).toEqual(['кот', 'Чиланзар']);
    const many = Array.from({ length: 11 }, (_, i) => `t${i}`).join(',');
    expect(validatePublication({ ...emptyPublication(), titleRu: 'Три', bodyRu: 'x', tags: many }, 'ru', FUTURE).tags).toBeDefined();
  });

  it('sends a notice in UTC and a story without notice fields', () => {
    const input = publicationInput({ ...notice, subject: ' Кот ', lastSeenAt: '2026-11-22T15:00', regionId: '3', tags: 'a, b' }, false);
    expect(input).toMatchObject({
      kind: 'missing_pet',
      subject: 'Кот',
      lastSeenAt: '2026-11-22T10:00:00.000Z',
      regionId: 3,
      tags: ['a', 'b'],
      draft: false,
    });
    const story = publicationInput({ ...emptyPublication(), titleRu: 'T', subject: 'ignored' }, true);
    expect(story).not.toHaveProperty('subject');
    expect(story.draft).toBe(true);
  });

  it('reads a saved publication back into the form (Tashkent time) and the API field errors by field', () => {
    const values = publicationValues({
      ...publicationInput(notice, false),
      id: 1,
      titleUz: null,
      bodyUz: null,
      cover: null,
      photos: [],
      regionId: null,
      tags: ['a'],
      subject: 'Кот',
      lastSeenPlace: 'Там',
      lastSeenAt: '2026-11-22T10:00:00.000Z',
      contacts: 'тел',
      noticeState: 'active',
      moderation: 'draft',
      rejectReason: null,
      owner: { type: 'user', id: 1, name: 'A', page: null },
      createdAt: '',
      updatedAt: '',
      publishedAt: null,
    });
    expect(values).toMatchObject({ lastSeenAt: '2026-11-22T15:00', regionId: '', tags: 'a', titleUz: '' });
    expect(publishServerErrors({ 'photos[1].url': 'bad', titleRu: 'short' })).toEqual({ photos: 'bad', titleRu: 'short' });
  });

  it("accepts http, https and mailto links only in the editor's prompt", () => {
    expect(linkHref('example.org/a')).toBe('https://example.org/a');
    expect(linkHref('mailto:a@b.uz')).toBe('mailto:a@b.uz');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('data:text/html,x')).toBeNull();
    expect(linkHref('localhost')).toBeNull();
  });
});
