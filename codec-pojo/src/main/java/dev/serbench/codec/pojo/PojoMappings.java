package dev.serbench.codec.pojo;

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
import dev.serbench.model.MediaContent;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.model.Person;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import java.util.List;
import java.util.function.Function;

/** The mirror class of every root model type, one family per line group as in the schema files. */
public final class PojoMappings {

  private static final List<PojoMapping<?, ?>> ALL = List.of(
      mapping(Person.class, PersonPojos.PersonPojo.class, PersonPojos::from, PersonPojos::toModel)
,
      mapping(Small.class, StructsPojos.SmallPojo.class, StructsPojos::from, StructsPojos::toModel),
      mapping(Medium.class, StructsPojos.MediumPojo.class, StructsPojos::from, StructsPojos::toModel),
      mapping(Big.class, StructsPojos.BigPojo.class, StructsPojos::from, StructsPojos::toModel),
      mapping(SmallList.class, StructsPojos.SmallListPojo.class, StructsPojos::from, StructsPojos::toModel),
      mapping(MediumList.class, StructsPojos.MediumListPojo.class, StructsPojos::from, StructsPojos::toModel),
      mapping(BigList.class, StructsPojos.BigListPojo.class, StructsPojos::from, StructsPojos::toModel)
,
      mapping(NumberMap.class, MapsPojos.NumberMapPojo.class, MapsPojos::from, MapsPojos::toModel),
      mapping(NumberMapList.class, MapsPojos.NumberMapListPojo.class, MapsPojos::from, MapsPojos::toModel)
,
      mapping(GpbTiny.class, GpbPojos.GpbTinyPojo.class, GpbPojos::from, GpbPojos::toModel),
      mapping(GpbMedium.class, GpbPojos.GpbMediumPojo.class, GpbPojos::from, GpbPojos::toModel),
      mapping(GpbBig.class, GpbPojos.GpbBigPojo.class, GpbPojos::from, GpbPojos::toModel),
      mapping(GpbHuge.class, GpbPojos.GpbHugePojo.class, GpbPojos::from, GpbPojos::toModel),
      mapping(GpbComplex.class, GpbPojos.GpbComplexPojo.class, GpbPojos::from, GpbPojos::toModel),
      mapping(GpbTinyList.class, GpbPojos.GpbTinyListPojo.class, GpbPojos::from, GpbPojos::toModel),
      mapping(GpbMediumList.class, GpbPojos.GpbMediumListPojo.class, GpbPojos::from, GpbPojos::toModel),
      mapping(GpbBigList.class, GpbPojos.GpbBigListPojo.class, GpbPojos::from, GpbPojos::toModel),
      mapping(GpbHugeList.class, GpbPojos.GpbHugeListPojo.class, GpbPojos::from, GpbPojos::toModel),
      mapping(GpbComplexList.class, GpbPojos.GpbComplexListPojo.class, GpbPojos::from, GpbPojos::toModel)
,
      mapping(Event.class, EventPojos.EventPojo.class, EventPojos::from, EventPojos::toModel)
,
      mapping(MediaContent.class, MediaPojos.MediaContentPojo.class, MediaPojos::from, MediaPojos::toModel));

  private PojoMappings() {}

  /** Every root model type a dataset uses, with its mirror class and conversions. */
  public static List<PojoMapping<?, ?>> all() {
    return ALL;
  }

  private static <T, P> PojoMapping<T, P> mapping(Class<T> model, Class<P> pojo, Function<T, P> fromModel,
      Function<P, T> toModel) {
    return new PojoMapping<>(model, pojo, fromModel, toModel);
  }
}
