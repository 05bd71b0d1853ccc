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
import java.util.List;

/** The generated record of every root model type the Avro codecs bind, one family per group as in the schemas. */
final class AvroMappings {

  private static final List<AvroMapping<?, ?>> ALL = List.of(
      new AvroMapping<>(Person.class, dev.serbench.schemas.avro.Person.class,
          PersonMapper::toAvro, PersonMapper::toModel),

      new AvroMapping<>(Small.class, dev.serbench.schemas.avro.Small.class,
          StructsMapper::toAvro, StructsMapper::toModel),
      new AvroMapping<>(Medium.class, dev.serbench.schemas.avro.Medium.class,
          StructsMapper::toAvro, StructsMapper::toModel),
      new AvroMapping<>(Big.class, dev.serbench.schemas.avro.Big.class,
          StructsMapper::toAvro, StructsMapper::toModel),
      new AvroMapping<>(SmallList.class, dev.serbench.schemas.avro.SmallList.class,
          StructsMapper::toAvro, StructsMapper::toModel),
      new AvroMapping<>(MediumList.class, dev.serbench.schemas.avro.MediumList.class,
          StructsMapper::toAvro, StructsMapper::toModel),
      new AvroMapping<>(BigList.class, dev.serbench.schemas.avro.BigList.class,
          StructsMapper::toAvro, StructsMapper::toModel),

      new AvroMapping<>(NumberMap.class, dev.serbench.schemas.avro.NumberMap.class,
          MapsMapper::toAvro, MapsMapper::toModel),
      new AvroMapping<>(NumberMapList.class, dev.serbench.schemas.avro.NumberMapList.class,
          MapsMapper::toAvro, MapsMapper::toModel),

      new AvroMapping<>(GpbTiny.class, dev.serbench.schemas.avro.GpbTiny.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbMedium.class, dev.serbench.schemas.avro.GpbMedium.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbBig.class, dev.serbench.schemas.avro.GpbBig.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbHuge.class, dev.serbench.schemas.avro.GpbHuge.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbComplex.class, dev.serbench.schemas.avro.GpbComplex.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbTinyList.class, dev.serbench.schemas.avro.GpbTinyList.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbMediumList.class, dev.serbench.schemas.avro.GpbMediumList.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbBigList.class, dev.serbench.schemas.avro.GpbBigList.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbHugeList.class, dev.serbench.schemas.avro.GpbHugeList.class,
          GpbMapper::toAvro, GpbMapper::toModel),
      new AvroMapping<>(GpbComplexList.class, dev.serbench.schemas.avro.GpbComplexList.class,
          GpbMapper::toAvro, GpbMapper::toModel),

      new AvroMapping<>(Event.class, dev.serbench.schemas.avro.Event.class,
          EventMapper::toAvro, EventMapper::toModel),

      new AvroMapping<>(MediaContent.class, dev.serbench.schemas.avro.MediaContent.class,
          MediaMapper::toAvro, MediaMapper::toModel));

  private AvroMappings() {}

  static List<AvroMapping<?, ?>> all() {
    return ALL;
  }
}
