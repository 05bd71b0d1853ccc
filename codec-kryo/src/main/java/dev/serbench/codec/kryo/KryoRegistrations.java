package dev.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Event;
import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbBigList;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbComplexList;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbHugeList;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbMediumList;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.GpbTinyList;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.model.Person;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * The classes {@code kryo} may write, with fixed ids: writer and reader must agree on every id, and
 * a class missing here is refused rather than written by name.
 */
final class KryoRegistrations {

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
    kryo.register(Person.class, 16);
    kryo.register(Small.class, 17);
    kryo.register(Medium.class, 18);
    kryo.register(Big.class, 19);
    kryo.register(SmallList.class, 20);
    kryo.register(MediumList.class, 21);
    kryo.register(BigList.class, 22);
    kryo.register(NumberMap.class, 23);
    kryo.register(NumberMapList.class, 24);
    kryo.register(GpbTiny.class, 25);
    kryo.register(GpbMedium.class, 26);
    kryo.register(GpbBig.class, 27);
    kryo.register(GpbHuge.class, 28);
    kryo.register(GpbComplex.class, 29);
    kryo.register(GpbTinyList.class, 30);
    kryo.register(GpbMediumList.class, 31);
    kryo.register(GpbBigList.class, 32);
    kryo.register(GpbHugeList.class, 33);
    kryo.register(GpbComplexList.class, 34);
    kryo.register(Event.class, 35);
    kryo.register(MediaContent.class, 36);
    kryo.register(Media.class, 37);
    kryo.register(Media.Player.class, 38);
    kryo.register(Image.class, 39);
    kryo.register(Image.Size.class, 40);
    return kryo;
  }
}
