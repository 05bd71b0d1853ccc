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
      new DtoMapping<>(Person.class, PersonJson.PersonDto.class, PersonJson::from, PersonJson::toModel),

      new DtoMapping<>(Small.class, StructsJson.SmallDto.class, StructsJson::from, StructsJson::toModel),
      new DtoMapping<>(Medium.class, StructsJson.MediumDto.class, StructsJson::from, StructsJson::toModel),
      new DtoMapping<>(Big.class, StructsJson.BigDto.class, StructsJson::from, StructsJson::toModel),
      new DtoMapping<>(SmallList.class, StructsJson.SmallListDto.class, StructsJson::from, StructsJson::toModel),
      new DtoMapping<>(MediumList.class, StructsJson.MediumListDto.class, StructsJson::from, StructsJson::toModel),
      new DtoMapping<>(BigList.class, StructsJson.BigListDto.class, StructsJson::from, StructsJson::toModel),

      new DtoMapping<>(NumberMap.class, MapsJson.NumberMapDto.class, MapsJson::from, MapsJson::toModel),
      new DtoMapping<>(NumberMapList.class, MapsJson.NumberMapListDto.class, MapsJson::from, MapsJson::toModel),

      new DtoMapping<>(GpbTiny.class, GpbJson.GpbTinyDto.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbMedium.class, GpbJson.GpbMediumDto.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbBig.class, GpbJson.GpbBigDto.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbHuge.class, GpbJson.GpbHugeDto.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbComplex.class, GpbJson.GpbComplexDto.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbTinyList.class, GpbJson.GpbTinyListDto.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbMediumList.class, GpbJson.GpbMediumListDto.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbBigList.class, GpbJson.GpbBigListDto.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbHugeList.class, GpbJson.GpbHugeListDto.class, GpbJson::from, GpbJson::toModel),
      new DtoMapping<>(GpbComplexList.class, GpbJson.GpbComplexListDto.class, GpbJson::from, GpbJson::toModel),

      new DtoMapping<>(Event.class, EventJson.EventDto.class, EventJson::from, EventJson::toModel),

      new DtoMapping<>(MediaContent.class, MediaJson.MediaContentDto.class, MediaJson::from, MediaJson::toModel));

  private DtoMappings() {}

  static List<DtoMapping<?, ?>> all() {
    return ALL;
  }
}
