/**
 * The part of html-to-text (mailparser's own dependency, so always installed with it) that the parser
 * uses: the package ships no types.
 */
declare module 'html-to-text' {
  interface SelectorDefinition {
    selector: string;
    format?: string;
    options?: Record<string, unknown>;
  }
  interface HtmlToTextOptions {
    wordwrap?: number | false;
    selectors?: SelectorDefinition[];
    limits?: { maxInputLength?: number; maxDepth?: number };
  }
  export function convert(html: string, options?: HtmlToTextOptions): string;
  /** The options read once: the converter `convert` would build on every call. */
  export function compile(options?: HtmlToTextOptions): (html: string) => string;
}
