package dev.serbench.report.csv;

import java.math.BigDecimal;
import java.util.List;

/** RFC 4180 text: CRLF after every record, fields quoted only when they hold a comma, a quote, CR or LF. */
public final class Csv {

  static final String CRLF = "\r\n";

  private final StringBuilder out = new StringBuilder();

  /** Appends one record. */
  public Csv row(List<String> fields) {
    for (int i = 0; i < fields.size(); i++) {
      if (i > 0) {
        out.append(',');
      }
      out.append(field(fields.get(i)));
    }
    out.append(CRLF);
    return this;
  }

  /** One field, quoted when it must be, inner quotes doubled. */
  public static String field(String value) {
    if (value.indexOf(',') < 0 && value.indexOf('"') < 0 && value.indexOf('\r') < 0 && value.indexOf('\n') < 0) {
      return value;
    }
    return '"' + value.replace("\"", "\"\"") + '"';
  }

  /** A number as a spreadsheet reads it: plain decimal, no exponent, no grouping; empty when missing (NaN). */
  public static String number(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      return "";
    }
    String s = BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    return s.equals("-0") ? "0" : s;
  }

  /** A count, empty when unknown (negative). */
  public static String count(long value) {
    return value < 0 ? "" : Long.toString(value);
  }

  /** yes, no, or empty when not declared. */
  public static String flag(Boolean value) {
    return value == null ? "" : value ? "yes" : "no";
  }

  @Override
  public String toString() {
    return out.toString();
  }
}
