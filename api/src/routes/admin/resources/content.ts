import { BANNER_KINDS, validationMessage, type BannerAdminRecord, type PartnerAdminRecord, type TourAdminRecord } from '@hashar/common';
import { Banner, Partner, Tour } from '../../../models';
import type { ResourceSpec } from '../crud';
import { bool, date, int, link, oneOf, text } from '../../../validation/fields';

const sortOrder = int(0, 1_000_000);

/** A display period (banners, tour slides) may be open at either end, but may not end before it starts. */
const periodOrder: ResourceSpec<Banner | Tour>['check'] = (v, req) => {
  const { startsAt, endsAt } = v as { startsAt?: Date | null; endsAt?: Date | null };
  if (startsAt && endsAt && endsAt < startsAt) return { endsAt: validationMessage(req.locale, 'dateOrder') };
  return undefined;
};

/** Main and advertising banners; the period may be open at either end. */
export const banners: ResourceSpec<Banner> = {
  name: 'banners',
  model: Banner,
  fields: {
    kind: oneOf(BANNER_KINDS, { required: true }),
    titleRu: text(200, { required: true }),
    titleUz: text(200, { required: true }),
    imageUrl: link({ required: true }),
    link: link(),
    sortOrder,
    startsAt: date(),
    endsAt: date(),
    isActive: bool(),
  },
  list: {
    sortable: ['kind', 'titleRu', 'sortOrder', 'startsAt', 'endsAt', 'isActive'],
    filterable: { kind: BANNER_KINDS, isActive: 'bool' },
    searchable: ['titleRu', 'titleUz'],
    defaultSort: ['sortOrder', 'ASC'],
  },
  check: periodOrder,
  answers: { record: 'BannerAdminRecord', list: 'BannerAdminList' },
  present: (b): BannerAdminRecord => ({
    id: b.id,
    kind: b.kind,
    titleRu: b.titleRu,
    titleUz: b.titleUz,
    imageUrl: b.imageUrl,
    link: b.link,
    sortOrder: b.sortOrder,
    startsAt: b.startsAt?.toISOString() ?? null,
    endsAt: b.endsAt?.toISOString() ?? null,
    isActive: b.isActive,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  }),
};

/** Slides of the tour on the home page, shown within their period (open at either end) while active. */
export const tours: ResourceSpec<Tour> = {
  name: 'tours',
  model: Tour,
  fields: {
    titleRu: text(200, { required: true }),
    titleUz: text(200, { required: true }),
    textRu: text(5000),
    textUz: text(5000),
    imageUrl: link(),
    sortOrder,
    startsAt: date(),
    endsAt: date(),
    isActive: bool(),
  },
  list: {
    sortable: ['titleRu', 'sortOrder', 'startsAt', 'endsAt', 'isActive'],
    filterable: { isActive: 'bool' },
    searchable: ['titleRu', 'titleUz'],
    defaultSort: ['sortOrder', 'ASC'],
  },
  check: periodOrder,
  answers: { record: 'TourAdminRecord', list: 'TourAdminList' },
  present: (t): TourAdminRecord => ({
    id: t.id,
    titleRu: t.titleRu,
    titleUz: t.titleUz,
    textRu: t.textRu,
    textUz: t.textUz,
    imageUrl: t.imageUrl,
    sortOrder: t.sortOrder,
    startsAt: t.startsAt?.toISOString() ?? null,
    endsAt: t.endsAt?.toISOString() ?? null,
    isActive: t.isActive,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }),
};

/** Partners of the public footer. */
export const partners: ResourceSpec<Partner> = {
  name: 'partners',
  model: Partner,
  fields: { name: text(200, { required: true }), logoUrl: link({ required: true }), link: link(), sortOrder, isActive: bool() },
  list: {
    sortable: ['name', 'sortOrder', 'isActive'],
    filterable: { isActive: 'bool' },
    searchable: ['name'],
    defaultSort: ['sortOrder', 'ASC'],
  },
  answers: { record: 'PartnerAdminRecord', list: 'PartnerAdminList' },
  present: (p): PartnerAdminRecord => ({
    id: p.id,
    name: p.name,
    logoUrl: p.logoUrl,
    link: p.link,
    sortOrder: p.sortOrder,
    isActive: p.isActive,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }),
};
