/** Placeholder: replaced by the page's implementation. */
export default function VisitViewPage() {
  return null;
}
