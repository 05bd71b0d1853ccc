package dev.serbench.harness;

import dev.serbench.api.CodecRegistry;
import java.io.PrintWriter;

/** Loads the codec registry and reports, never hides, the providers that failed to load. */
final class Registry {

  private Registry() {}

  static CodecRegistry load(PrintWriter err) {
    CodecRegistry registry = CodecRegistry.load();
    for (CodecRegistry.LoadFailure failure : registry.failures()) {
      err.println("codec provider " + failure.provider() + " failed to load: " + failure.message());
    }
    return registry;
  }
}
