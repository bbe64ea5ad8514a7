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
  /** A node of the parsed document (htmlparser2's). */
  interface DomNode {
    type: string;
    name?: string;
    children?: DomNode[];
  }
  /** A table cell as the builder collected it: its text, lines separated by \n. */
  type TableRow = Array<{ text: string }>;
  /** What a formatter writes with (html-to-text's BlockTextBuilder, the part used here). */
  interface BlockTextBuilder {
    openTable(): void;
    openTableRow(): void;
    openTableCell(options?: { maxColumnWidth?: number }): void;
    closeTableCell(options?: { colspan?: number; rowspan?: number }): void;
    closeTableRow(): void;
    closeTable(options: {
      tableToString: (rows: TableRow[]) => string;
      leadingLineBreaks?: number;
      trailingLineBreaks?: number;
    }): void;
  }
  type FormatCallback = (
    elem: DomNode,
    walk: (nodes: DomNode[] | undefined, builder: BlockTextBuilder) => void,
    builder: BlockTextBuilder,
    formatOptions: { leadingLineBreaks?: number; trailingLineBreaks?: number },
  ) => void;
  interface HtmlToTextOptions {
    wordwrap?: number | false;
    selectors?: SelectorDefinition[];
    formatters?: Record<string, FormatCallback>;
    limits?: { maxInputLength?: number; maxDepth?: number; maxChildNodes?: number };
  }
  export function convert(html: string, options?: HtmlToTextOptions): string;
  /** The options read once: the converter `convert` would build on every call. */
  export function compile(options?: HtmlToTextOptions): (html: string) => string;
}
