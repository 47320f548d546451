import type { DistrictDto } from '@hashar/common';
import { geoApi } from '../../api/geo';
import { useLoad, type Loaded } from '../../hooks/useLoad';
import { useSession } from '../../session/SessionProvider';

/** The chosen region's districts (GET /api/districts?region=), none until a region is chosen. */
export function useDistricts(regionId: number | null): Loaded<DistrictDto[]> {
  const { request } = useSession();
  return useLoad(() => geoApi.districts(request, regionId ?? 0), String(regionId ?? ''), Boolean(regionId));
}
