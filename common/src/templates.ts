/** Values of a message's `{name}` placeholders. */
export type TemplateParams = Readonly<Record<string, string | number>>;

/** Quote marks a name may bring with it («ООО «Ромашка»», "Yashil Makon"). */
const QUOTES = /[«»"“”„]/;

/**
 * Fills a message's `{name}` placeholders, the one way every app does it (site, back office
 * texts, API messages, emails). A value that carries its own quotes is not put in the
 * message's «» again (`компании ООО «Ромашка»`, not `«ООО «Ромашка»»`), and one ending with a
 * dot (a Russian date's «г.») takes the sentence's dot. Unknown placeholders stay visible.
 */
export function fillTemplate(template: string, params: TemplateParams = {}): string {
  return template.replace(/(«?)\{(\w+)\}(»?)(\.?)/g, (whole, open: string, name: string, close: string, dot: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = String(params[name]);
    const quoted = open && close && !QUOTES.test(value) ? `«${value}»` : open && close ? value : `${open}${value}${close}`;
    return quoted + (dot && !close && value.endsWith('.') ? '' : dot);
  });
}
