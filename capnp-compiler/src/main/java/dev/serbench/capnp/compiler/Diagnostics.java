package dev.serbench.capnp.compiler;

import java.util.ArrayList;
import java.util.List;

/** Collects compile errors, each rendered as {@code file:line:col: message}. */
public final class Diagnostics {
  private final List<String> errors = new ArrayList<>();

  /** Records an error at {@code pos}. */
  public void error(SourcePos pos, String message) {
    String line = pos + ": " + message;
    if (!errors.contains(line)) {
      errors.add(line);
    }
  }

  /** Records an error that belongs to no position in a file (a missing file, for instance). */
  public void error(String message) {
    errors.add(message);
  }

  public boolean hasErrors() {
    return !errors.isEmpty();
  }

  public List<String> errors() {
    return List.copyOf(errors);
  }
}
