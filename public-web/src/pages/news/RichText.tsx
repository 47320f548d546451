/**
 * A news or publication body: HTML the server sanitised before storing it (api/src/lib/richText.ts,
 * docs/news-api.md), inserted as is inside the `.rich-text` styles.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  return <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
