package dev.serbench.harness;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** A plain-text table with aligned columns, for the console. */
public final class TextTable {

  private final List<String> header;
  private final List<List<String>> rows = new ArrayList<>();
  private final boolean[] rightAligned;

  public TextTable(String... header) {
    this.header = List.of(header);
    this.rightAligned = new boolean[header.length];
  }

  /** Right-aligns the given columns (numbers). */
  public TextTable right(int... columns) {
    for (int c : columns) {
      rightAligned[c] = true;
    }
    return this;
  }

  public TextTable row(Object... cells) {
    List<String> row = new ArrayList<>();
    for (Object cell : cells) {
      row.add(cell == null ? "" : cell.toString());
    }
    rows.add(row);
    return this;
  }

  public void print(PrintWriter out) {
    int[] widths = new int[header.size()];
    for (int c = 0; c < widths.length; c++) {
      widths[c] = header.get(c).length();
      for (List<String> row : rows) {
        widths[c] = Math.max(widths[c], row.get(c).length());
      }
    }
    printRow(out, header, widths);
    StringBuilder rule = new StringBuilder();
    for (int c = 0; c < widths.length; c++) {
      rule.append(c == 0 ? "" : "  ").append("-".repeat(widths[c]));
    }
    out.println(rule);
    for (List<String> row : rows) {
      printRow(out, row, widths);
    }
  }

  private void printRow(PrintWriter out, List<String> cells, int[] widths) {
    StringBuilder line = new StringBuilder();
    for (int c = 0; c < widths.length; c++) {
      String cell = cells.get(c);
      String pad = " ".repeat(widths[c] - cell.length());
      line.append(c == 0 ? "" : "  ").append(rightAligned[c] ? pad + cell : cell + (c == widths.length - 1 ? "" : pad));
    }
    out.println(line);
  }
}
