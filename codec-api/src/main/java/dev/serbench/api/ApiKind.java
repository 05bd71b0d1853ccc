package dev.serbench.api;

/** How a codec's library reaches the values it serializes. */
public enum ApiKind {
  /** Classes or converters generated from a schema or annotations at build time. */
  GENERATED("generated code"),
  /** Runtime reflection (or runtime-generated code) over plain classes. */
  REFLECTION("reflection"),
  /** Serialization code written by hand against a low-level API. */
  HAND_WRITTEN("hand-written");

  private final String label;

  ApiKind(String label) {
    this.label = label;
  }

  /** The words used in tables. */
  public String label() {
    return label;
  }
}
