package dev.serbench.api;

/** A codec does not support a dataset; the message states why, and {@code list} and the report show it. */
public final class DeclinedException extends Exception {

  private static final long serialVersionUID = 1L;

  public DeclinedException(String reason) {
    super(reason);
  }
}
