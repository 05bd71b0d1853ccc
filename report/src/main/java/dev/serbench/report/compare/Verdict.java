package dev.serbench.report.compare;

import dev.serbench.report.run.Estimate;

/**
 * benchstat-style verdict on two estimates: when the intervals [score - error, score + error] overlap,
 * the change is not significant; when either error is NaN (unknown), no verdict is possible.
 */
public enum Verdict {
  SAME("~ (no significant change)"),
  LOWER("lower"),
  HIGHER("higher"),
  NO_ERROR("no error estimate");

  private final String text;

  Verdict(String text) {
    this.text = text;
  }

  public static Verdict of(Estimate oldValue, Estimate newValue) {
    if (!oldValue.hasError() || !newValue.hasError()) {
      return NO_ERROR;
    }
    if (newValue.high() < oldValue.low()) {
      return LOWER;
    }
    if (newValue.low() > oldValue.high()) {
      return HIGHER;
    }
    return SAME;
  }

  /** The word for a time: lower is "faster", higher is "slower". */
  public String forTime() {
    return switch (this) {
      case LOWER -> "faster";
      case HIGHER -> "slower";
      default -> text;
    };
  }

  /** The word for allocation: lower is "less", higher is "more". */
  public String forAlloc() {
    return switch (this) {
      case LOWER -> "less";
      case HIGHER -> "more";
      default -> text;
    };
  }
}
