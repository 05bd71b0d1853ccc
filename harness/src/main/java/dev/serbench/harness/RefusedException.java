package dev.serbench.harness;

/**
 * A command that would overwrite finished work or run beside another run. The command line prints its
 * message as one line and exits with the code it carries ({@link Main#USAGE} or {@link Main#BUSY}).
 */
final class RefusedException extends RuntimeException {

  private final int exitCode;

  RefusedException(int exitCode, String message) {
    super(message);
    this.exitCode = exitCode;
  }

  int exitCode() {
    return exitCode;
  }
}
