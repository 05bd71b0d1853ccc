package dev.serbench.report.text;

import java.util.ArrayList;
import java.util.List;

/** Builds a GitHub Markdown table; cells are escaped so that a message with '|' cannot break a row. */
public final class MarkdownTable {

  private final List<String> headers = new ArrayList<>();
  private final List<Boolean> rightAligned = new ArrayList<>();
  private final List<List<String>> rows = new ArrayList<>();

  /** Adds a left-aligned text column. */
  public MarkdownTable text(String header) {
    headers.add(header);
    rightAligned.add(false);
    return this;
  }

  /** Adds a right-aligned number column. */
  public MarkdownTable number(String header) {
    headers.add(header);
    rightAligned.add(true);
    return this;
  }

  public MarkdownTable row(List<String> cells) {
    if (cells.size() != headers.size()) {
      throw new IllegalArgumentException("row has " + cells.size() + " cells, table has " + headers.size()
          + " columns");
    }
    rows.add(List.copyOf(cells));
    return this;
  }

  public MarkdownTable row(String... cells) {
    return row(List.of(cells));
  }

  public boolean isEmpty() {
    return rows.isEmpty();
  }

  /** The table, ending with a newline. */
  public String render() {
    StringBuilder out = new StringBuilder();
    line(out, headers);
    out.append('|');
    for (boolean right : rightAligned) {
      out.append(right ? "--:|" : "---|");
    }
    out.append('\n');
    rows.forEach(r -> line(out, r));
    return out.toString();
  }

  private static void line(StringBuilder out, List<String> cells) {
    out.append('|');
    for (String cell : cells) {
      out.append(' ').append(escape(cell)).append(" |");
    }
    out.append('\n');
  }

  /** Escapes a table cell: pipes, and line breaks turned into spaces. */
  public static String escape(String cell) {
    return cell.replace("|", "\\|").replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ');
  }
}
