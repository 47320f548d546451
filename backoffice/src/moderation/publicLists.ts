import { useLocaleState } from 'react-admin';
import { localizedText } from '../components/localized';
import { useCustomQuery } from '../useCustomQuery';

/**
 * Choices (id, name in the UI language) from a public list of the API: moderators may not
 * read the admin-only reference resources, so the filters use what the public site uses.
 */
function usePublicChoices(url: string | null) {
  const [locale] = useLocaleState();
  // One request per list and page load: these lists change rarely (the API caches them for 5 minutes).
  const { data: items = [] } = useCustomQuery(['publicList', url], (provider) => provider.getPublicList(url!), {
    staleTime: Infinity,
    enabled: url !== null,
  });
  return items.map((item) => ({ id: item.id, name: localizedText(item, locale), color: item.color ?? '#757575' }));
}

/** The 14 regions (GET /api/cities). */
export const useRegionChoices = () => usePublicChoices('/api/cities');

/** A region's active districts (GET /api/districts?region=), none without a region. */
export const useDistrictChoices = (regionId: number | null | undefined) =>
  usePublicChoices(regionId ? `/api/districts?region=${regionId}` : null);

/** A district's name in the UI language by id, looked up among its region's ('' while loading or unknown). */
export function useDistrictName(regionId: number | null | undefined) {
  const districts = useDistrictChoices(regionId);
  return (id: number | null | undefined) => districts.find((district) => district.id === id)?.name ?? '';
}

/** The 17 directions with their colours (GET /api/reference/directions). */
export const useDirectionChoices = () => usePublicChoices('/api/reference/directions');

/** A region's name in the UI language by id ('' while loading or unknown). */
export function useRegionName() {
  const regions = useRegionChoices();
  return (id: number | null | undefined) => regions.find((region) => region.id === id)?.name ?? '';
}

/** A task category's name in the UI language by id ('' while loading or unknown; GET /api/reference/task-categories). */
export function useTaskCategoryName() {
  const categories = usePublicChoices('/api/reference/task-categories');
  return (id: number | null | undefined) => categories.find((category) => category.id === id)?.name ?? '';
}
