/** TEMPORARY: replaced by the real page in this issue. */
export default function Page() {
  return <p>…</p>;
}
