import type { GeoState } from './geoState';
import { NearMe } from './NearMe';
import { ViewSwitch } from './ViewSwitch';

/** Above a list with a map: the list/map switch and "near me" (events, visit offers, projects, organizations). */
export function GeoBar({
  idPrefix,
  geo,
  regionId,
  onChange,
}: {
  idPrefix: string;
  geo: GeoState;
  regionId: number | null;
  onChange: (change: Partial<GeoState>) => void;
}) {
  return (
    <div className="geo-bar">
      <ViewSwitch view={geo.view} onChange={(view) => onChange({ view })} />
      <NearMe idPrefix={idPrefix} geo={geo} regionId={regionId} onChange={onChange} />
    </div>
  );
}
