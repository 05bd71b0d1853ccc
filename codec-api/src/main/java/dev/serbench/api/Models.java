package dev.serbench.api;

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
import java.util.List;

/**
 * Every class of the canonical model, once, in one fixed order: the records the datasets hold and the
 * enums nested in them. Libraries that register classes by number (Kryo, Fory) number them by position
 * in this list, so a position, once given, names its class in their bytes: a new model class is appended,
 * never inserted. {@code ModelsTest} checks that the list is exactly what the datasets reach.
 */
public final class Models {

  private static final List<Class<?>> ALL = List.of(
      Person.class,
      Small.class, Medium.class, Big.class, SmallList.class, MediumList.class, BigList.class,
      NumberMap.class, NumberMapList.class,
      GpbTiny.class, GpbMedium.class, GpbBig.class, GpbHuge.class, GpbComplex.class,
      GpbTinyList.class, GpbMediumList.class, GpbBigList.class, GpbHugeList.class, GpbComplexList.class,
      Event.class,
      MediaContent.class, Media.class, Media.Player.class, Image.class, Image.Size.class);

  private Models() {}

  /** The model's classes, in their fixed order. */
  public static List<Class<?>> all() {
    return ALL;
  }
}
