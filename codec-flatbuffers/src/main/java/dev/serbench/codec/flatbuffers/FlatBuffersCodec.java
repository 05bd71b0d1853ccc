package dev.serbench.codec.flatbuffers;

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
import java.util.function.Supplier;

/**
 * FlatBuffers through flatc-generated builders and accessors (schemas/src/main/fbs).
 *
 * <p>Codec {@code flatbuffers}: encode builds the buffer from the canonical records with one
 * FlatBufferBuilder per binding, cleared each call; decode reads every field through the accessors
 * into new canonical records.
 */
public final class FlatBuffersCodec extends AbstractCodec {

  public FlatBuffersCodec() {
    super(CodecProperties.builder("flatbuffers", "com.google.flatbuffers:flatbuffers-java")
        .format("FlatBuffers")
        .encoding(Encoding.BINARY)
        .schemaRequired(true)
        .api(ApiKind.GENERATED)
        .zeroCopy(true)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .reusesBuffers(true)
        .notes("flatc 2.0.8 classes; encode builds from the model records with one FlatBufferBuilder per binding,"
            + " clear()ed each call, and copies out sizedByteArray(). The format reads in place, but serbench's"
            + " decode reads every field through the accessors (reused accessor objects) into the model records.")
        .build());
    register(Person.class, PersonWriter::person, () -> new PersonReader()::person);
    register(Small.class, StructsWriter::small, () -> new StructsReader()::small);
    register(Medium.class, StructsWriter::medium, () -> new StructsReader()::medium);
    register(Big.class, StructsWriter::big, () -> new StructsReader()::big);
    register(SmallList.class, StructsWriter::smallList, () -> new StructsReader()::smallList);
    register(MediumList.class, StructsWriter::mediumList, () -> new StructsReader()::mediumList);
    register(BigList.class, StructsWriter::bigList, () -> new StructsReader()::bigList);
    register(NumberMap.class, MapsWriter::numberMap, () -> new MapsReader()::numberMap);
    register(NumberMapList.class, MapsWriter::numberMapList, () -> new MapsReader()::numberMapList);
    register(GpbTiny.class, GpbWriter::tiny, () -> new GpbReader()::tiny);
    register(GpbMedium.class, GpbWriter::medium, () -> new GpbReader()::medium);
    register(GpbBig.class, GpbWriter::big, () -> new GpbReader()::big);
    register(GpbHuge.class, GpbWriter::huge, () -> new GpbReader()::huge);
    register(GpbComplex.class, GpbWriter::complex, () -> new GpbReader()::complex);
    register(GpbTinyList.class, GpbWriter::tinyList, () -> new GpbReader()::tinyList);
    register(GpbMediumList.class, GpbWriter::mediumList, () -> new GpbReader()::mediumList);
    register(GpbBigList.class, GpbWriter::bigList, () -> new GpbReader()::bigList);
    register(GpbHugeList.class, GpbWriter::hugeList, () -> new GpbReader()::hugeList);
    register(GpbComplexList.class, GpbWriter::complexList, () -> new GpbReader()::complexList);
    register(Event.class, EventWriter::event, () -> new EventReader()::event);
    register(MediaContent.class, MediaWriter::mediaContent, () -> new MediaReader()::mediaContent);
  }

  /**
   * Registers a model type: each binding gets its own builder and a new reader (the readers reuse
   * accessor objects, so a reader belongs to one binding and thread).
   */
  private <T> void register(Class<T> model, FlatBuffersBinding.Writer<T> writer,
      Supplier<FlatBuffersBinding.Reader<T>> reader) {
    bind(model, () -> new FlatBuffersBinding<>(writer, reader.get()));
  }
}
