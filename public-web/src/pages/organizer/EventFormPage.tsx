/** Placeholder: replaced by the page's implementation. */
export default function EventFormPage() {
  return null;
}
