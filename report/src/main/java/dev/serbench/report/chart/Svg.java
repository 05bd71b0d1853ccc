package dev.serbench.report.chart;

import java.util.Locale;

/** Small helpers for writing SVG 1.1 text by hand. */
final class Svg {

  private Svg() {}

  /** Escapes text for XML content and attribute values. */
  static String escape(String s) {
    StringBuilder out = new StringBuilder(s.length());
    for (char c : s.toCharArray()) {
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&apos;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  /** A coordinate with at most one decimal, the same on every machine. */
  static String n(double v) {
    return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v);
  }

  /** A rough text width for the default sans-serif font, used for layout only. */
  static double textWidth(String s, double fontSize) {
    return s.length() * fontSize * 0.6;
  }
}
