package dev.serbench.codec.flatbuffers;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.Binding;
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
 * The FlatBuffers codecs' shared table of model types: each has a writer, a reader into the model
 * records and two in-place projections (access, read); each codec makes its bindings from them.
 */
abstract class AbstractFlatBuffersCodec extends AbstractCodec {

  /**
   * What this module has for one model type. The readers and projections reuse accessor objects, so
   * each binding gets new ones from the suppliers.
   */
  record Parts<T>(FlatBuffersBinding.Writer<T> writer, Supplier<FlatBuffersBinding.Reader<T>> reader,
      Supplier<FlatBuffersPartialBinding.Projection> access, Supplier<FlatBuffersPartialBinding.Projection> read) {}

  AbstractFlatBuffersCodec(CodecProperties properties) {
    super(properties);
    add(Person.class, PersonWriter::person, () -> new PersonReader()::person,
        () -> new PersonInPlace()::access, () -> new PersonInPlace()::read);
    add(Small.class, StructsWriter::small, () -> new StructsReader()::small,
        () -> new StructsInPlace()::accessSmall, () -> new StructsInPlace()::readSmall);
    add(Medium.class, StructsWriter::medium, () -> new StructsReader()::medium,
        () -> new StructsInPlace()::accessMedium, () -> new StructsInPlace()::readMedium);
    add(Big.class, StructsWriter::big, () -> new StructsReader()::big,
        () -> new StructsInPlace()::accessBig, () -> new StructsInPlace()::readBig);
    add(SmallList.class, StructsWriter::smallList, () -> new StructsReader()::smallList,
        () -> new StructsInPlace()::accessSmallList, () -> new StructsInPlace()::readSmallList);
    add(MediumList.class, StructsWriter::mediumList, () -> new StructsReader()::mediumList,
        () -> new StructsInPlace()::accessMediumList, () -> new StructsInPlace()::readMediumList);
    add(BigList.class, StructsWriter::bigList, () -> new StructsReader()::bigList,
        () -> new StructsInPlace()::accessBigList, () -> new StructsInPlace()::readBigList);
    add(NumberMap.class, MapsWriter::numberMap, () -> new MapsReader()::numberMap,
        () -> new MapsInPlace()::accessNumberMap, () -> new MapsInPlace()::readNumberMap);
    add(NumberMapList.class, MapsWriter::numberMapList, () -> new MapsReader()::numberMapList,
        () -> new MapsInPlace()::accessNumberMapList, () -> new MapsInPlace()::readNumberMapList);
    add(GpbTiny.class, GpbWriter::tiny, () -> new GpbReader()::tiny,
        () -> new GpbInPlace()::accessTiny, () -> new GpbInPlace()::readTiny);
    add(GpbMedium.class, GpbWriter::medium, () -> new GpbReader()::medium,
        () -> new GpbInPlace()::accessMedium, () -> new GpbInPlace()::readMedium);
    add(GpbBig.class, GpbWriter::big, () -> new GpbReader()::big,
        () -> new GpbInPlace()::accessBig, () -> new GpbInPlace()::readBig);
    add(GpbHuge.class, GpbWriter::huge, () -> new GpbReader()::huge,
        () -> new GpbInPlace()::accessHuge, () -> new GpbInPlace()::readHuge);
    add(GpbComplex.class, GpbWriter::complex, () -> new GpbReader()::complex,
        () -> new GpbInPlace()::accessComplex, () -> new GpbInPlace()::readComplex);
    add(GpbTinyList.class, GpbWriter::tinyList, () -> new GpbReader()::tinyList,
        () -> new GpbInPlace()::accessTinyList, () -> new GpbInPlace()::readTinyList);
    add(GpbMediumList.class, GpbWriter::mediumList, () -> new GpbReader()::mediumList,
        () -> new GpbInPlace()::accessMediumList, () -> new GpbInPlace()::readMediumList);
    add(GpbBigList.class, GpbWriter::bigList, () -> new GpbReader()::bigList,
        () -> new GpbInPlace()::accessBigList, () -> new GpbInPlace()::readBigList);
    add(GpbHugeList.class, GpbWriter::hugeList, () -> new GpbReader()::hugeList,
        () -> new GpbInPlace()::accessHugeList, () -> new GpbInPlace()::readHugeList);
    add(GpbComplexList.class, GpbWriter::complexList, () -> new GpbReader()::complexList,
        () -> new GpbInPlace()::accessComplexList, () -> new GpbInPlace()::readComplexList);
    add(Event.class, EventWriter::event, () -> new EventReader()::event,
        () -> new EventInPlace()::access, () -> new EventInPlace()::read);
    add(MediaContent.class, MediaWriter::mediaContent, () -> new MediaReader()::mediaContent,
        () -> new MediaInPlace()::access, () -> new MediaInPlace()::read);
  }

  /** What the FlatBuffers rows have in common: the library, the format and how its classes are made. */
  static CodecProperties.Builder properties(String id) {
    return CodecProperties.builder(id, "com.google.flatbuffers:flatbuffers-java")
        .format("FlatBuffers")
        .encoding(Encoding.BINARY)
        .schemaRequired(true)
        .api(ApiKind.GENERATED)
        .zeroCopy(true)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("Timestamp struct {seconds int64, nanos int32}");
  }

  /** This codec's binding of one model type; called once per binding. */
  abstract <T> Binding<T, ?, ?> binding(Parts<T> parts);

  private <T> void add(Class<T> model, FlatBuffersBinding.Writer<T> writer,
      Supplier<FlatBuffersBinding.Reader<T>> reader, Supplier<FlatBuffersPartialBinding.Projection> access,
      Supplier<FlatBuffersPartialBinding.Projection> read) {
    Parts<T> parts = new Parts<>(writer, reader, access, read);
    bind(model, () -> binding(parts));
  }
}
