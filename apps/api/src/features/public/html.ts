/**
 * HTML built from strings (decision 035): every interpolated value is escaped unless it is itself an
 * `Html` built here, so a team, player or rule-book text can never inject markup into a public page.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

type Part = Html | string | number | null | undefined | false | readonly Part[];

const render = (part: Part): string =>
  part === null || part === undefined || part === false
    ? ''
    : part instanceof Html
      ? part.value
      : Array.isArray(part)
        ? part.map(render).join('')
        : escapeHtml(String(part as string | number));

/** A template literal tag: `html\`<p>${name}</p>\`` escapes `name`. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0]!;
  parts.forEach((part, i) => {
    out += render(part) + strings[i + 1]!;
  });
  return new Html(out);
}

/** Markup produced by a trusted renderer (the rule book's Markdown, rendered with raw HTML escaped). */
export const trusted = (markup: string): Html => new Html(markup);
