import type {
  BonusDetail,
  BonusList,
  BonusOfferRequest,
  MyBonusOffer,
  Page,
  RedemptionCheck,
  RedemptionDto,
  RedemptionState,
} from '@hashar/common';
import type { Request } from './organizer';

/** GET /api/bonuses filters (docs/points-economy-api.md, "Public offers and redemption"). */
export interface OfferFilters {
  page: number;
  /** Only the offers the caller's balance covers (needs the session's token). */
  affordable?: boolean;
  region?: string;
  online?: boolean;
}

const MY = '/api/my/bonuses';

/** The points economy's calls: public offers and redemption, the volunteer's codes, the owner's offers and code checks. */
export const bonusesApi = {
  /** Approved offers valid now, not sold out. */
  offers: (request: Request, filters: OfferFilters, signal?: AbortSignal) => {
    const search = new URLSearchParams({ page: String(filters.page) });
    if (filters.affordable) search.set('affordable', '1');
    if (filters.region) search.set('region', filters.region);
    if (filters.online) search.set('online', '1');
    return request<BonusList>(`/api/bonuses?${search}`, { signal });
  },
  offer: (request: Request, id: number, signal?: AbortSignal) =>
    request<{ data: BonusDetail }>(`/api/bonuses/${id}`, { signal }).then((r) => r.data),
  redeem: (request: Request, id: number) =>
    request<{ data: RedemptionDto }>(`/api/bonuses/${id}/redeem`, { method: 'POST' }).then((r) => r.data),
  /** The caller's codes, newest first. */
  redemptions: (request: Request, params: { page: number; state?: RedemptionState }, signal?: AbortSignal) => {
    const search = new URLSearchParams({ page: String(params.page) });
    if (params.state) search.set('state', params.state);
    return request<Page<RedemptionDto>>(`/api/my/redemptions?${search}`, { signal });
  },

  /** The owner's offers (partner or organization), newest first. */
  mine: (request: Request, page: number, signal?: AbortSignal) => request<Page<MyBonusOffer>>(`${MY}?page=${page}`, { signal }),
  get: (request: Request, id: number, signal?: AbortSignal) =>
    request<{ data: MyBonusOffer }>(`${MY}/${id}`, { signal }).then((r) => r.data),
  /** POST (new) or PUT (existing id). */
  save: (request: Request, id: number | null, body: BonusOfferRequest) =>
    request<{ data: MyBonusOffer }>(id ? `${MY}/${id}` : MY, { method: id ? 'PUT' : 'POST', body }).then((r) => r.data),
  submit: (request: Request, id: number) => request<{ data: MyBonusOffer }>(`${MY}/${id}/submit`, { method: 'POST' }).then((r) => r.data),
  archive: (request: Request, id: number) => request<{ data: MyBonusOffer }>(`${MY}/${id}/archive`, { method: 'POST' }).then((r) => r.data),
  remove: (request: Request, id: number) => request<unknown>(`${MY}/${id}`, { method: 'DELETE' }),
  /** A code as typed (the API normalises it too). */
  check: (request: Request, code: string) =>
    request<{ data: RedemptionCheck }>(`${MY}/check`, { method: 'POST', body: { code } }).then((r) => r.data),
  use: (request: Request, redemptionId: number) =>
    request<{ data: RedemptionCheck }>(`${MY}/redemptions/${redemptionId}/use`, { method: 'POST' }).then((r) => r.data),
};
