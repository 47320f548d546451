import { EVENT_LIMITS } from '@hashar/common';
import { addSession, newSession, removeSession, sessionRows, updateSession } from './sessionRows';

describe('sessions editor state', () => {
  it('adds rows prefilled with the activity dates, with distinct keys', () => {
    const rows = addSession([newSession()], { startsAt: '2026-05-01T09:00', endsAt: '2026-05-01T18:00' });
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ titleRu: '', titleUz: '', startsAt: '2026-05-01T09:00', endsAt: '2026-05-01T18:00', capacity: '' });
    expect(rows[0]!.key).not.toBe(rows[1]!.key);
  });

  it('stops at the API limit of sessions', () => {
    let rows = [newSession()];
    for (let i = 0; i < EVENT_LIMITS.sessionsMax + 5; i++) rows = addSession(rows);
    expect(rows).toHaveLength(EVENT_LIMITS.sessionsMax);
  });

  it('removes a row but always keeps one', () => {
    const [a, b] = addSession([newSession()]);
    expect(removeSession([a!, b!], a!.key)).toEqual([b]);
    expect(removeSession([b!], b!.key)).toEqual([b]);
  });

  it('updates one row only', () => {
    const rows = addSession([newSession()]);
    const next = updateSession(rows, rows[1]!.key, { capacity: '12', titleRu: 'Утро', titleUz: 'Tong' });
    expect(next[1]).toMatchObject({ capacity: '12', titleRu: 'Утро', titleUz: 'Tong' });
    expect(next[0]).toEqual(rows[0]);
  });

  it('turns saved sessions into rows that keep their ids', () => {
    const start = '2026-06-02T05:00:00.000Z'; // 10:00 in Tashkent
    const end = '2026-06-02T09:00:00.000Z';
    const [row] = sessionRows([{ id: 7, titleRu: 'Утро', titleUz: null, startsAt: start, endsAt: end, capacity: 5 }]);
    expect(row).toMatchObject({
      id: 7,
      titleRu: 'Утро',
      titleUz: '',
      startsAt: '2026-06-02T10:00',
      endsAt: '2026-06-02T14:00',
      capacity: '5',
    });
  });
});
