package dev.serbench.codec.avro;

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
import dev.serbench.schemas.avro.BigAvro;
import dev.serbench.schemas.avro.BigListAvro;
import dev.serbench.schemas.avro.EventAvro;
import dev.serbench.schemas.avro.GpbBigAvro;
import dev.serbench.schemas.avro.GpbBigListAvro;
import dev.serbench.schemas.avro.GpbComplexAvro;
import dev.serbench.schemas.avro.GpbComplexListAvro;
import dev.serbench.schemas.avro.GpbHugeAvro;
import dev.serbench.schemas.avro.GpbHugeListAvro;
import dev.serbench.schemas.avro.GpbMediumAvro;
import dev.serbench.schemas.avro.GpbMediumListAvro;
import dev.serbench.schemas.avro.GpbTinyAvro;
import dev.serbench.schemas.avro.GpbTinyListAvro;
import dev.serbench.schemas.avro.MediaContentAvro;
import dev.serbench.schemas.avro.MediumAvro;
import dev.serbench.schemas.avro.MediumListAvro;
import dev.serbench.schemas.avro.NumberMapAvro;
import dev.serbench.schemas.avro.NumberMapListAvro;
import dev.serbench.schemas.avro.PersonAvro;
import dev.serbench.schemas.avro.SmallAvro;
import dev.serbench.schemas.avro.SmallListAvro;
import java.util.List;

/** The generated record of every root model type the Avro codecs bind, one family per group as in the schemas. */
final class AvroMappings {

  private static final List<AvroMapping<?, ?>> ALL = List.of(
      new AvroMapping<>(Person.class, PersonAvro.class,
          PersonMapper::toAvro, PersonMapper::toModel),

      new AvroMapping<>(Small.class, SmallAvro.class,
          StructsMapper::toAvro, StructsMapper::toModel),
      new AvroMapping<>(Medium.class, MediumAvro.class,
          StructsMapper::toAvro, StructsMapper::toModel),
      new AvroMapping<>(Big.class, BigAvro.class,
          StructsMapper::toAvro, StructsMapper::toModel),
      new AvroMapping<>(SmallList.class, SmallListAvro.class,
          StructsMapper::toAvro, StructsMapper::toModel),
      new AvroMapping<>(MediumList.class, MediumListAvro.class,
          StructsMapper::toAvro, StructsMapper::toModel),
      new AvroMapping<>(BigList.class, BigListAvro.class,
          StructsMapper::toAvro, StructsMapper::toModel),

      new AvroMapping<>(NumberMap.class, NumberMapAvro.class,
          MapsMapper::toAvro, MapsMapper::toModel),
      new AvroMapping<>(NumberMapList.class, NumberMapListAvro.class,
          MapsMapper::toAvro, MapsMapper::toModel),

      new AvroMapping<>(GpbTiny.class, GpbTinyAvro.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbMedium.class, GpbMediumAvro.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbBig.class, GpbBigAvro.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbHuge.class, GpbHugeAvro.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbComplex.class, GpbComplexAvro.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbTinyList.class, GpbTinyListAvro.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbMediumList.class, GpbMediumListAvro.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbBigList.class, GpbBigListAvro.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbHugeList.class, GpbHugeListAvro.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbComplexList.class, GpbComplexListAvro.class,
          GpbMapper::toAvro, GpbMapper::toModel),

      new AvroMapping<>(Event.class, EventAvro.class,
          EventMapper::toAvro, EventMapper::toModel),

      new AvroMapping<>(MediaContent.class, MediaContentAvro.class,
          MediaMapper::toAvro, MediaMapper::toModel));

  private AvroMappings() {}

  static List<AvroMapping<?, ?>> all() {
    return ALL;
  }
}
