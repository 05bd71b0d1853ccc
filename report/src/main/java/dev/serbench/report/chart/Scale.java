package dev.serbench.report.chart;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps values to pixels along a bar: linear from 0, or logarithmic (by decades) when the values span
 * more than 100x, so that small and large values both stay readable.
 */
final class Scale {

  static final double LOG_THRESHOLD = 100;

  private final boolean log;
  private final double lo;
  private final double hi;
  private final double width;

  private Scale(boolean log, double lo, double hi, double width) {
    this.log = log;
    this.lo = lo;
    this.hi = hi;
    this.width = width;
  }

  /** A scale for the positive, non-NaN values among {@code values}, {@code width} pixels long. */
  static Scale fit(List<Double> values, double width) {
    double min = Double.MAX_VALUE;
    double max = 0;
    for (double v : values) {
      if (!Double.isNaN(v) && v > 0) {
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
    }
    if (max == 0) {
      return new Scale(false, 0, 1, width);
    }
    if (max / min > LOG_THRESHOLD) {
      double lo = Math.pow(10, Math.floor(Math.log10(min)));
      double hi = Math.pow(10, Math.ceil(Math.log10(max)));
      return new Scale(true, lo, hi == lo ? hi * 10 : hi, width);
    }
    double step = niceStep(max / 5);
    return new Scale(false, 0, Math.ceil(max / step) * step, width);
  }

  /** The smallest of 1, 2, 5 times a power of ten that is at least {@code rough}. */
  static double niceStep(double rough) {
    double power = Math.pow(10, Math.floor(Math.log10(rough)));
    for (double m : new double[] {1, 2, 5, 10}) {
      if (m * power >= rough) {
        return m * power;
      }
    }
    return 10 * power;
  }

  boolean log() {
    return log;
  }

  /** Pixels from the axis origin for {@code value}; 0 for values the scale cannot show. */
  double px(double value) {
    if (Double.isNaN(value) || value <= 0) {
      return 0;
    }
    double f = log ? (Math.log10(value) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo)) : (value - lo) / (hi - lo);
    return Math.max(0, Math.min(1, f)) * width;
  }

  /** The tick values: each decade on a log scale, the nice steps on a linear one. */
  List<Double> ticks() {
    List<Double> ticks = new ArrayList<>();
    if (log) {
      for (double t = lo; t <= hi * 1.0001; t *= 10) {
        ticks.add(t);
      }
    } else {
      double step = niceStep(hi / 5);
      for (int i = 0; i * step <= hi * 1.0001; i++) {
        ticks.add(i * step);
      }
    }
    return ticks;
  }

  /** A short tick label: 950, 1.5k, 10k, 2M, 1G. */
  static String tickLabel(double v) {
    String[] suffix = {"", "k", "M", "G", "T"};
    int i = 0;
    double x = v;
    while (Math.abs(x) >= 1000 && i < suffix.length - 1) {
      x /= 1000;
      i++;
    }
    String num = x == Math.rint(x) ? Long.toString((long) x) : String.format(java.util.Locale.ROOT, "%.1f", x);
    if (Math.abs(v) < 1 && v != 0) {
      num = String.format(java.util.Locale.ROOT, "%.2g", v);
    }
    return num + suffix[i];
  }
}
