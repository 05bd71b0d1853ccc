package dev.serbench.harness;

/**
 * An output location that cannot be used: not writable, a file where a directory is needed, or a
 * write that failed. The command line prints its message as one line and exits with
 * {@link Main#IO_ERROR}.
 */
final class OutputException extends RuntimeException {

  OutputException(String message) {
    super(message);
  }

  OutputException(String message, Throwable cause) {
    super(message, cause);
  }
}
