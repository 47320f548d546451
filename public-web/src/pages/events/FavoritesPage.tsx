/** Placeholder: replaced by the page's implementation. */
export default function FavoritesPage() {
  return null;
}
