/** A titled text of a kind's page (the title's id is `id`), left out when there is no text. */
export function TextSection({ id, title, text, testId }: { id: string; title: string; text: string | null; testId?: string }) {
  if (!text) return null;
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      <p className="activity__text">{text}</p>
    </section>
  );
}
