/** Placeholder: replaced by the page's implementation. */
export default function MyVisitsPage() {
  return null;
}
