/** Placeholder: replaced by the page's implementation. */
export default function ApplicationsPage() {
  return null;
}
