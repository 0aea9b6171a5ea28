/** One section of the default rule book; its own module so the section files need not import each other. */
export interface DefaultSection {
  slug: string;
  title: string;
  /** Markdown; numbers are {{KEY}} placeholders of RULEBOOK_VALUES. */
  body: string;
}
