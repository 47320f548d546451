import type { GeoPoint } from '@hashar/common';
import { pickerStart } from './places';
import { PointPicker } from './PointPicker';
import { useDistricts } from './useDistricts';

/** A form's point picker started where the form's place is: the point, the district's centre, the region's, Tashkent. */
export function PlacePicker({
  id,
  regionId,
  districtId,
  value,
  onChange,
  error,
}: {
  id: string;
  regionId: number | null;
  districtId: number | null;
  value: GeoPoint | null;
  onChange: (point: GeoPoint | null) => void;
  error?: string;
}) {
  const districts = useDistricts(regionId);
  const start = pickerStart({ point: value, districtId, districts: regionId ? (districts.data ?? []) : [] });
  return <PointPicker id={id} value={value} onChange={onChange} start={start} error={error} />;
}
