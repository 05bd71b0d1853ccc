package dev.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import dev.serbench.api.Models;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * The classes {@code kryo} may write, with fixed ids: writer and reader must agree on every id, and
 * a class missing here is refused rather than written by name.
 */
final class KryoRegistrations {

  /** The id of the first class of {@link Models#all()}; 10 to 15 are the JDK classes registered before it. */
  static final int FIRST_MODEL_ID = 16;

  private KryoRegistrations() {}

  /** A Kryo that accepts exactly the canonical model's classes. */
  static Kryo newKryo() {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(true);
    kryo.setReferences(false); // Kryo 5's default, stated because identity tracking changes the bytes
    // Kryo's default serializers fit every type here: RecordSerializer for records, the java.time
    // serializer for Instant (seconds and nanoseconds, so year 1 fits), and its serializer for the
    // JDK's immutable List.of lists. Ids below 10 are Kryo's own (primitives, their wrappers, String);
    // an id, once given, names its class in the bytes: new classes take new ids.
    kryo.register(Instant.class, 10);
    kryo.register(byte[].class, 11);
    kryo.register(ArrayList.class, 12);
    kryo.register(LinkedHashMap.class, 13);
    kryo.register(List.of(1).getClass(), 14); // ImmutableCollections.List12: List.of with 1 or 2 items
    kryo.register(List.of(1, 2, 3).getClass(), 15); // ImmutableCollections.ListN: the other sizes
    // The model's classes from 16, in the order of Models.all().
    List<Class<?>> models = Models.all();
    for (int i = 0; i < models.size(); i++) {
      kryo.register(models.get(i), FIRST_MODEL_ID + i);
    }
    return kryo;
  }
}
