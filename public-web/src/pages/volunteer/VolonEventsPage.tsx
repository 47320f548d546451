/** Placeholder: replaced by the page's implementation. */
export default function VolonEventsPage() {
  return null;
}
