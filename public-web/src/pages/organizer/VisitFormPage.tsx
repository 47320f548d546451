/** Placeholder: replaced by the page's implementation. */
export default function VisitFormPage() {
  return null;
}
