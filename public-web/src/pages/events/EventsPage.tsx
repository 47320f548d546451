/** Placeholder: replaced by the page's implementation. */
export default function EventsPage() {
  return null;
}
