package dev.serbench.codec.json;

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

/** The DTO of every root model type json-dsl binds, one family per line group as in the schema files. */
final class DtoMappings {

  private static final List<DtoMapping<?, ?>> ALL = List.of(
      new DtoMapping<>(Person.class, PersonJson.Person.class, PersonJson::from, PersonJson::toModel),

      new DtoMapping<>(Small.class, StructsJson.Small.class, StructsJson::from, StructsJson::toModel),
      new DtoMapping<>(Medium.class, StructsJson.Medium.class, StructsJson::from, StructsJson::toModel),
      new DtoMapping<>(Big.class, StructsJson.Big.class, StructsJson::from, StructsJson::toModel),
      new DtoMapping<>(SmallList.class, StructsJson.SmallList.class, StructsJson::from, StructsJson::toModel),
      new DtoMapping<>(MediumList.class, StructsJson.MediumList.class, StructsJson::from, StructsJson::toModel),
      new DtoMapping<>(BigList.class, StructsJson.BigList.class, StructsJson::from, StructsJson::toModel),

      new DtoMapping<>(NumberMap.class, MapsJson.NumberMap.class, MapsJson::from, MapsJson::toModel),
      new DtoMapping<>(NumberMapList.class, MapsJson.NumberMapList.class, MapsJson::from, MapsJson::toModel),

      new DtoMapping<>(GpbTiny.class, GpbJson.GpbTiny.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbMedium.class, GpbJson.GpbMedium.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbBig.class, GpbJson.GpbBig.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbHuge.class, GpbJson.GpbHuge.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbComplex.class, GpbJson.GpbComplex.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbTinyList.class, GpbJson.GpbTinyList.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbMediumList.class, GpbJson.GpbMediumList.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbBigList.class, GpbJson.GpbBigList.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbHugeList.class, GpbJson.GpbHugeList.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbComplexList.class, GpbJson.GpbComplexList.class, GpbJson::from, GpbJson::toModel),

      new DtoMapping<>(Event.class, EventJson.Event.class, EventJson::from, EventJson::toModel),

      new DtoMapping<>(MediaContent.class, MediaJson.MediaContent.class, MediaJson::from, MediaJson::toModel));

  private DtoMappings() {}

  static List<DtoMapping<?, ?>> all() {
    return ALL;
  }
}
