package dev.serbench.api;

/** Whether a format's bytes are meant to be read as text. */
public enum Encoding {
  TEXT("text"),
  BINARY("binary");

  private final String label;

  Encoding(String label) {
    this.label = label;
  }

  /** The lower-case word used in tables. */
  public String label() {
    return label;
  }
}
