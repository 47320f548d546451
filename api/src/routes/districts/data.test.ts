import { UZBEKISTAN_BOUNDS as B } from '@hashar/common';
import { DISTRICTS } from '../../../../seeders/districts';
import { REGIONS } from '../../../../seeders/reference';

describe('the districts data file (seeders/districts.ts)', () => {
  it('gives every region at least one district, each key once and under its region', () => {
    for (const region of REGIONS) expect(DISTRICTS.filter((d) => d.regionKey === region.key).length).toBeGreaterThan(0);
    expect(new Set(DISTRICTS.map((d) => d.key)).size).toBe(DISTRICTS.length);
    const regionKeys = new Set(REGIONS.map((r) => r.key));
    for (const d of DISTRICTS) {
      expect(regionKeys.has(d.regionKey)).toBe(true);
      expect(d.key).toMatch(new RegExp(`^${d.regionKey}\\.[a-z0-9][a-z0-9-]*$`));
      expect(d.key.length).toBeLessThanOrEqual(64);
    }
    expect(DISTRICTS.filter((d) => d.regionKey === 'tashkent-city')).toHaveLength(12);
  });

  it('names each in Russian and in Uzbek Latin, with a centre inside Uzbekistan', () => {
    for (const d of DISTRICTS) {
      expect(d.ru).toMatch(/[А-Яа-яЁё]/);
      expect(d.uz).toMatch(/^[A-Za-z' -]+$/);
      expect(d.lat).toBeGreaterThanOrEqual(B.latMin);
      expect(d.lat).toBeLessThanOrEqual(B.latMax);
      expect(d.lng).toBeGreaterThanOrEqual(B.lngMin);
      expect(d.lng).toBeLessThanOrEqual(B.lngMax);
      expect(Number(d.lat.toFixed(4))).toBe(d.lat);
      expect(Number(d.lng.toFixed(4))).toBe(d.lng);
    }
  });
});
