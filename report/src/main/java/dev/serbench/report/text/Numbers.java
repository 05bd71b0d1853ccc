package dev.serbench.report.text;

import dev.serbench.report.run.Estimate;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * Formats numbers for tables, the same on every machine (fixed US symbols): thousands separators,
 * fewer decimals as values grow, {@code n/a} for a missing value (NaN), never 0; {@code -} for an
 * operation that is not timed at all.
 */
public final class Numbers {

  /** Shown for a value that was not measured. */
  public static final String NA = "n/a";
  /** Shown for an operation the codec does not time (a variant that times encode or decode only). */
  public static final String NOT_TIMED = "-";
  /** Shown instead of an error JMH could not estimate. */
  public static final String NO_ERROR = "±?";

  private Numbers() {}

  private static String pattern(double value, int decimals) {
    DecimalFormat f = new DecimalFormat(decimals == 0 ? "#,##0" : "#,##0." + "0".repeat(decimals),
        DecimalFormatSymbols.getInstance(Locale.US));
    f.setRoundingMode(RoundingMode.HALF_EVEN);
    return f.format(value);
  }

  /** Decimals for a time: 2 below 10, 1 below 100, none above. */
  static int timeDecimals(double value) {
    double a = Math.abs(value);
    return a < 10 ? 2 : a < 100 ? 1 : 0;
  }

  /** ns/op: {@code 1,234}, {@code 56.7}, {@code 3.21}. */
  public static String time(double nanos) {
    return Double.isNaN(nanos) ? NA : pattern(nanos, timeDecimals(nanos));
  }

  /** A score with its error at the score's precision: {@code 1,234 ± 12}, or {@code 1,234 ±?}. */
  public static String withError(Estimate e) {
    if (e == null) {
      return NA;
    }
    int decimals = timeDecimals(e.score());
    String score = pattern(e.score(), decimals);
    return (e.hasError() ? score + " ± " + pattern(e.error(), decimals) : score + " " + NO_ERROR) + marks(e);
  }

  /** Marks a flagged figure: {@link #UNSTEADY_MARK} unsteady, {@link #FORKS_MARK} forks disagree. */
  public static String marks(Estimate e) {
    return (e.unsteady() ? " " + UNSTEADY_MARK : "") + (e.forksDisagree() ? " " + FORKS_MARK : "");
  }

  public static final String UNSTEADY_MARK = "‡";
  public static final String FORKS_MARK = "§";

  /** The legend of the marks, for tables that show figures with their errors. */
  public static final String MARKS_LEGEND = UNSTEADY_MARK + " unsteady: no steady state within the warm-up's cap, or "
      + "a trend over the measurement, even after a fork with a 3x longer warm-up; " + FORKS_MARK
      + " forks disagree: their means differ by more than 10% of the score, even after up to 4 forks.";

  /** Bytes: integers as such ({@code 1,024}), averages with one decimal ({@code 61.4}). */
  public static String bytes(double bytes) {
    if (Double.isNaN(bytes)) {
      return NA;
    }
    return bytes == Math.rint(bytes) ? pattern(bytes, 0) : pattern(bytes, 1);
  }

  /** Allocated bytes per operation: whole bytes, one decimal below 10 B. */
  public static String alloc(double bytes) {
    if (Double.isNaN(bytes)) {
      return NA;
    }
    return Math.abs(bytes) < 10 && bytes != Math.rint(bytes) ? pattern(bytes, 1) : pattern(bytes, 0);
  }

  /** Allocated B/op with its error at the score's precision: {@code 152 ± 0}, {@code 3.5 ±?}. */
  public static String allocWithError(Estimate e) {
    if (e == null) {
      return NA;
    }
    int decimals = Math.abs(e.score()) < 10 && e.score() != Math.rint(e.score()) ? 1 : 0;
    String score = pattern(e.score(), decimals);
    return e.hasError() ? score + " ± " + pattern(e.error(), decimals) : score + " " + NO_ERROR;
  }

  /** Throughput in MB/s with one decimal. */
  public static String rate(double mbPerSecond) {
    return Double.isNaN(mbPerSecond) ? NA : pattern(mbPerSecond, 1);
  }

  /** A percentage with two decimals: {@code 100.00%}; {@code ∞} for an infinite one. */
  public static String percent(double percent) {
    if (Double.isInfinite(percent)) {
      return "∞"; // a zero (nothing allocated) against a non-zero best
    }
    return Double.isNaN(percent) ? NA : pattern(percent, 2) + "%";
  }

  /** A signed change in percent: {@code +100.0%}, {@code -3.2%}. */
  public static String change(double percent) {
    if (Double.isNaN(percent) || Double.isInfinite(percent)) {
      return NA;
    }
    return (percent > 0 ? "+" : "") + pattern(percent, 1) + "%";
  }

  /** A ratio such as a geometric mean of ratios: {@code 1.00}, {@code 12.35}. */
  public static String ratio(double ratio) {
    return Double.isNaN(ratio) ? NA : pattern(ratio, 2);
  }

  /** A count with thousands separators. */
  public static String count(long count) {
    return pattern(count, 0);
  }

  /** A general value with up to {@code decimals} decimals as needed ({@code 48}, {@code 63.6}). */
  public static String plain(double value) {
    if (Double.isNaN(value)) {
      return NA;
    }
    return value == Math.rint(value) ? pattern(value, 0) : pattern(value, Math.abs(value) < 10 ? 2 : 1);
  }
}
