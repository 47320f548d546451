/** Placeholder: replaced by the page's implementation. */
export default function BonusePage() {
  return null;
}
