package dev.serbench.harness.go;

/** The Go benchmarks cannot be built or run here; the message says what is missing or failed. */
public final class GoException extends Exception {

  GoException(String message) {
    super(message);
  }
}
