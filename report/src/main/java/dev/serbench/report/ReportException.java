package dev.serbench.report;

/**
 * An input the report cannot use: a missing or malformed results file, Go benchmark file or README.
 * The message names the file and the problem, so the CLI prints it as is and exits with code 1.
 */
public final class ReportException extends Exception {

  public ReportException(String message) {
    super(message);
  }

  public ReportException(String message, Throwable cause) {
    super(message, cause);
  }
}
