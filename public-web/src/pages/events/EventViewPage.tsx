/** Placeholder: replaced by the page's implementation. */
export default function EventViewPage() {
  return null;
}
