package dev.serbench.harness.robustness;

/** What decoding one corrupted input did: every input gets exactly one outcome. */
enum Outcome {
  /** Decode, or the conversion to the model, threw an Exception. */
  CLEAN_EXCEPTION("clean-exception"),
  /** Decoded without error to a value that differs from the original: silently wrong. */
  WRONG_VALUE("wrong-value"),
  /** Decoded to a value equal to the original: the corruption hit bytes that do not matter. */
  SAME_VALUE("same-value"),
  /** No answer within the time limit; the worker was killed. */
  HANG("hang"),
  /** OutOfMemoryError in the worker's capped heap. */
  OUT_OF_MEMORY("out-of-memory"),
  /** Any other Throwable that is not an Exception: StackOverflowError, AssertionError, ... */
  OTHER_ERROR("other-error"),
  /** The worker JVM died without answering. */
  JVM_CRASH("jvm-crash");

  private final String label;

  Outcome(String label) {
    this.label = label;
  }

  /** The name robustness.json and the table use. */
  String label() {
    return label;
  }

  /** Whether the worker's heap or stack may be in a state that a health check must clear before reuse. */
  boolean isError() {
    return this == OUT_OF_MEMORY || this == OTHER_ERROR;
  }

  static Outcome ofLabel(String label) {
    for (Outcome outcome : values()) {
      if (outcome.label.equals(label)) {
        return outcome;
      }
    }
    throw new IllegalArgumentException("unknown outcome '" + label + "'");
  }
}
