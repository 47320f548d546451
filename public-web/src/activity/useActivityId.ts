import { useParams } from 'react-router-dom';

/** The numeric `:id` of the address, or null when it is not a valid id (the page then shows not found). */
export function useActivityId(): number | null {
  const { id } = useParams();
  return id && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2147483647 ? Number(id) : null;
}
