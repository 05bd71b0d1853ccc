package dev.serbench.codec.avro;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;
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
import java.util.function.Function;
import org.apache.avro.specific.SpecificRecordBase;

/**
 * Apache Avro with classes generated from {@code schemas/src/main/avro/*.avsc}, in Avro's binary
 * encoding, with the library's default settings.
 */
public final class AvroCodec extends AbstractCodec {

  public AvroCodec() {
    super(CodecProperties.builder("avro", "org.apache.avro:avro")
        .format("Avro")
        .encoding(Encoding.BINARY)
        .schemaRequired(true)
        .api(ApiKind.GENERATED)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .reusesBuffers(true)
        .notes("Generated SpecificRecord classes (stringType String) written by a SpecificDatumWriter and read by a"
            + " SpecificDatumReader, both created once per binding; the BinaryEncoder, BinaryDecoder and output stream"
            + " are reused as Avro documents, but every decode reads into a new record (no record reuse).")
        .build());
    bindAll();
  }

  private void bindAll() {
    bind(Person.class, dev.serbench.schemas.avro.Person.class, PersonMapper::toAvro, PersonMapper::toModel);

    bind(Small.class, dev.serbench.schemas.avro.Small.class, StructsMapper::toAvro, StructsMapper::toModel);
    bind(Medium.class, dev.serbench.schemas.avro.Medium.class, StructsMapper::toAvro, StructsMapper::toModel);
    bind(Big.class, dev.serbench.schemas.avro.Big.class, StructsMapper::toAvro, StructsMapper::toModel);
    bind(SmallList.class, dev.serbench.schemas.avro.SmallList.class, StructsMapper::toAvro, StructsMapper::toModel);
    bind(MediumList.class, dev.serbench.schemas.avro.MediumList.class, StructsMapper::toAvro, StructsMapper::toModel);
    bind(BigList.class, dev.serbench.schemas.avro.BigList.class, StructsMapper::toAvro, StructsMapper::toModel);

    bind(NumberMap.class, dev.serbench.schemas.avro.NumberMap.class, MapsMapper::toAvro, MapsMapper::toModel);
    bind(NumberMapList.class, dev.serbench.schemas.avro.NumberMapList.class, MapsMapper::toAvro, MapsMapper::toModel);

    bind(GpbTiny.class, dev.serbench.schemas.avro.GpbTiny.class, GpbMapper::toAvro, GpbMapper::toModel);
    bind(GpbMedium.class, dev.serbench.schemas.avro.GpbMedium.class, GpbMapper::toAvro, GpbMapper::toModel);
    bind(GpbBig.class, dev.serbench.schemas.avro.GpbBig.class, GpbMapper::toAvro, GpbMapper::toModel);
    bind(GpbHuge.class, dev.serbench.schemas.avro.GpbHuge.class, GpbMapper::toAvro, GpbMapper::toModel);
    bind(GpbComplex.class, dev.serbench.schemas.avro.GpbComplex.class, GpbMapper::toAvro, GpbMapper::toModel);
    bind(GpbTinyList.class, dev.serbench.schemas.avro.GpbTinyList.class, GpbMapper::toAvro, GpbMapper::toModel);
    bind(GpbMediumList.class, dev.serbench.schemas.avro.GpbMediumList.class, GpbMapper::toAvro, GpbMapper::toModel);
    bind(GpbBigList.class, dev.serbench.schemas.avro.GpbBigList.class, GpbMapper::toAvro, GpbMapper::toModel);
    bind(GpbHugeList.class, dev.serbench.schemas.avro.GpbHugeList.class, GpbMapper::toAvro, GpbMapper::toModel);
    bind(GpbComplexList.class, dev.serbench.schemas.avro.GpbComplexList.class, GpbMapper::toAvro, GpbMapper::toModel);

    bind(Event.class, dev.serbench.schemas.avro.Event.class, EventMapper::toAvro, EventMapper::toModel);

    bind(MediaContent.class, dev.serbench.schemas.avro.MediaContent.class, MediaMapper::toAvro, MediaMapper::toModel);
  }

  /** Registers a binding of model type {@code T} to the generated record {@code R}. */
  private <T, R extends SpecificRecordBase> void bind(
      Class<T> model, Class<R> record, Function<T, R> fromModel, Function<R, T> toModel) {
    bind(model, () -> new AvroBinding<>(record, fromModel, toModel));
  }
}
