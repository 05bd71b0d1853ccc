package dev.serbench.report.run;

/**
 * A JMH score with its error (half-width of the 99.9% confidence interval). The error is NaN when JMH
 * had too few iterations to estimate it.
 */
public record Estimate(double score, double error) {

  public boolean hasError() {
    return !Double.isNaN(error);
  }

  public double low() {
    return score - error;
  }

  public double high() {
    return score + error;
  }
}
