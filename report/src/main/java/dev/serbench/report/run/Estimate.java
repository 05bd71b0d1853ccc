package dev.serbench.report.run;

/**
 * A score with its error (half-width of the run's confidence interval: 95% Student t over every fork's
 * iterations in calibrated runs, JMH's 99.9% in older ones). The error is NaN when there were too few
 * iterations to estimate it. {@code flags}: what the runner found wrong with the row
 * ({@link #UNSTEADY}, {@link #FORKS_DISAGREE}).
 */
public record Estimate(double score, double error, java.util.List<String> flags) {

  /** No steady state within the warm-up's cap, or a trend in the measurement iterations. */
  public static final String UNSTEADY = "unsteady";
  /** The forks' means differ by more than 10% of the score, after the extra forks. */
  public static final String FORKS_DISAGREE = "forks-disagree";

  public Estimate(double score, double error) {
    this(score, error, java.util.List.of());
  }

  public boolean unsteady() {
    return flags.contains(UNSTEADY);
  }

  public boolean forksDisagree() {
    return flags.contains(FORKS_DISAGREE);
  }

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
