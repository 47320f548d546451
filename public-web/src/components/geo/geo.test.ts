import { fillTemplate, type DistrictDto } from '@hashar/common';
import * as eventsRu from '../../i18n/messages/events';
import * as eventsUz from '../../i18n/messages/uz/events';
import {
  changeFilters,
  DEFAULT_FILTERS,
  eventsApiQuery,
  filtersToParams,
  hasActiveFilters,
  parseFilters,
  visitsApiQuery,
} from '../../activity/eventFilters';
import { listStateToParams, narrows, parseListState } from '../../activity/listQuery';
import { orgsStateToParams, parseOrgsState } from '../../pages/orgs/orgsQuery';
import { parseVolonsState, volonsStateToParams } from '../../pages/volons/volonsQuery';
import { distanceText } from './distance';
import { markersQuery, NO_GEO, parseGeo, parseNear, typedPoint, writeGeo } from './geoState';
import { districtOptions, districtsOfRegion, pickerStart, regionCentre, TASHKENT, ZOOM } from './places';

/** The distance as a page in `locale` writes it, with the area's real texts. */
const distance = (locale: 'ru' | 'uz', km: number) => {
  const texts: Record<string, string> = locale === 'ru' ? eventsRu.ru : eventsUz.uz;
  return distanceText(locale, km, (key, params) => fillTemplate(texts[key]!, params));
};

describe('a card distance', () => {
  it('writes kilometres with one decimal comma in both languages', () => {
    expect(distance('ru', 1.234)).toBe('1,2 км');
    expect(distance('uz', 1.234)).toBe('1,2 km');
    expect(distance('ru', 12.06)).toBe('12,1 км');
    expect(distance('uz', 3)).toBe('3,0 km');
  });

  it('writes metres under 1 km, rounded to 10 m', () => {
    expect(distance('ru', 0.8504)).toBe('850 м');
    expect(distance('uz', 0.8504)).toBe('850 m');
    expect(distance('ru', 0)).toBe('0 м');
    expect(distance('ru', 0.9996)).toBe('1,0 км');
  });
});

describe('the geography in the address', () => {
  it('reads district, view, near, radius and the distance sort', () => {
    const geo = parseGeo(new URLSearchParams('district=12&view=map&near=41.3,69.28&radiusKm=5&sort=distance'));
    expect(geo).toEqual({ district: 12, view: 'map', near: { lat: 41.3, lng: 69.28 }, radiusKm: 5, byDistance: true });
  });

  it('drops malformed values: a bad district, a point outside Uzbekistan, a radius not offered, the distance sort without near', () => {
    expect(parseGeo(new URLSearchParams('district=0&view=globe&near=55.75,37.62&radiusKm=5&sort=distance'))).toEqual(NO_GEO);
    expect(parseGeo(new URLSearchParams('near=41.3,69.28&radiusKm=7')).radiusKm).toBeNull();
    expect(parseNear('41.3,69.28,1')).toBeNull();
    expect(parseNear('abc,69')).toBeNull();
    expect(parseNear(' 41.3 , 69.28 ')).toEqual({ lat: 41.3, lng: 69.28 });
  });

  it('writes the page address with view=map and the API query without it', () => {
    const geo = { district: 3, view: 'map' as const, near: { lat: 41.311081234, lng: 69.279737 }, radiusKm: 3, byDistance: true };
    expect(writeGeo(new URLSearchParams(), geo).toString()).toBe('district=3&near=41.31108%2C69.27974&radiusKm=3&sort=distance&view=map');
    expect(writeGeo(new URLSearchParams(), geo, 'api').toString()).toBe('district=3&near=41.31108%2C69.27974&radiusKm=3&sort=distance');
    expect(markersQuery(new URLSearchParams('region=1&page=2&perPage=12&district=3'))).toBe('region=1&district=3');
  });

  it('round-trips the events page: view, district, near and sort', () => {
    const search = 'region=1&district=3&near=41.3%2C69.28&radiusKm=10&sort=distance&view=map';
    const filters = parseFilters(new URLSearchParams(search));
    expect(filters).toMatchObject({ region: 1, district: 3, view: 'map', near: { lat: 41.3, lng: 69.28 }, radiusKm: 10, byDistance: true });
    expect(parseFilters(filtersToParams(filters))).toEqual(filters);
    const api = new URLSearchParams(eventsApiQuery(filters));
    expect(api.get('sort')).toBe('distance');
    expect(api.get('near')).toBe('41.3,69.28');
    expect(api.get('district')).toBe('3');
    expect(api.has('view')).toBe(false);
    expect(new URLSearchParams(visitsApiQuery({ ...filters, tab: 'visits' })).get('district')).toBe('3');
    // The switch alone is no filter; a district is.
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, view: 'map' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, district: 3 })).toBe(true);
    // Without near the events' own sort comes back.
    expect(filtersToParams(changeFilters(filters, { near: null, byDistance: false })).get('sort')).toBeNull();
  });

  it('round-trips a kind list, the organizations and the volunteers', () => {
    const list = parseListState(new URLSearchParams('region=2&district=5&view=map&near=41.3,69.28&sort=distance&page=2'), []);
    expect(list).toMatchObject({ region: 2, district: 5, view: 'map', byDistance: true, page: 2 });
    expect(parseListState(listStateToParams(list), [])).toEqual(list);
    expect(listStateToParams(list, 'api').has('view')).toBe(false);
    expect(narrows({ ...list, region: null, district: null, near: null }, [])).toBe(false);

    const orgs = parseOrgsState(new URLSearchParams('region=2&district=5&view=map&near=41.3,69.28&radiusKm=25&sort=distance'));
    expect(orgs).toMatchObject({ district: 5, view: 'map', radiusKm: 25, byDistance: true, sort: 'name' });
    expect(parseOrgsState(orgsStateToParams(orgs))).toEqual(orgs);
    expect(orgsStateToParams({ ...orgs, near: null }).get('sort')).toBeNull();

    const volons = parseVolonsState(new URLSearchParams('region=2&district=5'));
    expect(volons.district).toBe(5);
    expect(volonsStateToParams(volons).get('district')).toBe('5');
  });
});

const district = (id: number, regionId: number, lat: number | null, lng: number | null): DistrictDto => ({
  id,
  regionId,
  key: `r${regionId}.d${id}`,
  nameRu: `Район ${id}`,
  nameUz: `Tuman ${id}`,
  lat,
  lng,
});
const DISTRICTS = [district(1, 10, 41.3, 69.2), district(2, 10, 41.4, 69.4), district(3, 10, null, null), district(4, 20, 40.1, 67.8)];

describe('the district select', () => {
  it('offers the chosen region’s districts only, none before a region is chosen', () => {
    expect(districtsOfRegion(DISTRICTS, 10).map((d) => d.id)).toEqual([1, 2, 3]);
    expect(districtsOfRegion(DISTRICTS, 20).map((d) => d.id)).toEqual([4]);
    expect(districtsOfRegion(DISTRICTS, null)).toEqual([]);
    expect(districtOptions(DISTRICTS, 20, 'uz')).toEqual([{ value: '4', label: 'Tuman 4' }]);
    expect(districtOptions(DISTRICTS, 20, 'ru')).toEqual([{ value: '4', label: 'Район 4' }]);
  });
});

describe('where the point picker starts', () => {
  const region10 = districtsOfRegion(DISTRICTS, 10);

  it('at the point when the form has one', () => {
    expect(pickerStart({ point: { lat: 41, lng: 69 }, districtId: 1, districts: region10 })).toEqual({
      centre: { lat: 41, lng: 69 },
      zoom: ZOOM.point,
    });
  });

  it('else at the district’s centre', () => {
    expect(pickerStart({ point: null, districtId: 2, districts: region10 })).toEqual({
      centre: { lat: 41.4, lng: 69.4 },
      zoom: ZOOM.district,
    });
  });

  it('else at the region’s centre (the middle of its districts’ centres)', () => {
    const start = pickerStart({ point: null, districtId: 3, districts: region10 });
    expect(start.zoom).toBe(ZOOM.region);
    expect(start.centre.lat).toBeCloseTo(41.35);
    expect(start.centre.lng).toBeCloseTo(69.3);
    expect(regionCentre([district(3, 10, null, null)])).toBeNull();
  });

  it('else in Tashkent', () => {
    expect(pickerStart({ point: null, districtId: null, districts: [] })).toEqual({ centre: TASHKENT, zoom: ZOOM.city });
    expect(TASHKENT).toEqual({ lat: 41.3111, lng: 69.2797 });
  });
});

describe('typed coordinates', () => {
  it('give a point inside Uzbekistan, none when both are empty, else say why', () => {
    expect(typedPoint('41,3111', ' 69.2797 ')).toEqual({ lat: 41.3111, lng: 69.2797 });
    expect(typedPoint('', ' ')).toBeNull();
    expect(typedPoint('41.3', '')).toBe('both');
    expect(typedPoint('55.75', '37.62')).toBe('outside');
    expect(typedPoint('north', '69')).toBe('outside');
  });
});
