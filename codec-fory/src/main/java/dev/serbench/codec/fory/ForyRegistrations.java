package dev.serbench.codec.fory;

import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
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
    // in the bytes: an id, once given, stays with its class.
    fory.register(Person.class, 1);
    fory.register(Small.class, 2);
    fory.register(Medium.class, 3);
    fory.register(Big.class, 4);
    fory.register(SmallList.class, 5);
    fory.register(MediumList.class, 6);
    fory.register(BigList.class, 7);
    fory.register(NumberMap.class, 8);
    fory.register(NumberMapList.class, 9);
    fory.register(GpbTiny.class, 10);
    fory.register(GpbMedium.class, 11);
    fory.register(GpbBig.class, 12);
    fory.register(GpbHuge.class, 13);
    fory.register(GpbComplex.class, 14);
    fory.register(GpbTinyList.class, 15);
    fory.register(GpbMediumList.class, 16);
    fory.register(GpbBigList.class, 17);
    fory.register(GpbHugeList.class, 18);
    fory.register(GpbComplexList.class, 19);
    fory.register(Event.class, 20);
    fory.register(MediaContent.class, 21);
    fory.register(Media.class, 22);
    fory.register(Media.Player.class, 23);
    fory.register(Image.class, 24);
    fory.register(Image.Size.class, 25);
    return fory;
  }
}
