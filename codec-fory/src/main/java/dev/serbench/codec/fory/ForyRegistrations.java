package dev.serbench.codec.fory;

import dev.serbench.api.Models;
import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;

/**
 * The classes {@code fory} may write, with fixed ids: writer and reader must agree on every id, and
 * a class missing here is refused rather than written by name.
 */
final class ForyRegistrations {

  private ForyRegistrations() {}

  /** {@code fory}'s Fory: compatible mode, accepting exactly the canonical model's classes. */
  static Fory newFory() {
    // Fory 1.6's default, stated because it sets the format: each message carries its types' field
    // meta (schema-consistent mode does not, and its bytes are about half as long).
    return newFory(CompatibleMode.COMPATIBLE);
  }

  /** A Fory in {@code mode} that accepts exactly the canonical model's classes. */
  static Fory newFory(CompatibleMode mode) {
    Fory fory = Fory.builder()
        .withLanguage(Language.JAVA)
        .requireClassRegistration(true)
        .withRefTracking(false) // Fory's default, stated because identity tracking changes the bytes
        .withCompatibleMode(mode)
        // Compatible mode would read a type id it does not know into a generic UnknownStruct; a reader
        // that requires registration refuses it instead.
        .withDeserializeUnknownClass(false)
        .build();
    // Instant, byte[], the JDK lists and maps and the boxed numbers have Fory's built-in serializers and
    // ids; the model's classes take fixed user type ids (a space of their own, from 1), which name them
    // in the bytes: the position in Models.all() plus one, which never moves.
    List<Class<?>> models = Models.all();
    for (int i = 0; i < models.size(); i++) {
      fory.register(models.get(i), 1 + i);
    }
    return fory;
  }
}
