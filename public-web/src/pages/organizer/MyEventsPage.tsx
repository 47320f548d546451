/** Placeholder: replaced by the page's implementation. */
export default function MyEventsPage() {
  return null;
}
