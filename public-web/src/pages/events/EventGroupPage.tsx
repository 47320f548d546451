/** Placeholder: replaced by the page's implementation. */
export default function EventGroupPage() {
  return null;
}
