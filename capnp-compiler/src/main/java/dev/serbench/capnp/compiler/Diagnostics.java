package dev.serbench.capnp.compiler;

import java.util.ArrayList;
import java.util.List;

/** Collects compile errors, each rendered as {@code file:line:col: message}. */
final class Diagnostics {
  private final List<String> errors = new ArrayList<>();

  /** Records an error at {@code pos}. */
  void error(SourcePos pos, String message) {
    String line = pos + ": " + message;
    if (!errors.contains(line)) {
      errors.add(line);
    }
  }

  /** Records an error that belongs to no position in a file (a missing file, for instance). */
  void error(String message) {
    errors.add(message);
  }

  boolean hasErrors() {
    return !errors.isEmpty();
  }

  List<String> errors() {
    return List.copyOf(errors);
  }
}
