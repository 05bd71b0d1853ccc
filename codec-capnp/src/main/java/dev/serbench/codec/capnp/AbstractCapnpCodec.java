package dev.serbench.codec.capnp;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.Binding;
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

/**
 * The Cap'n Proto codecs' shared table of model types: each has a writer, a reader into the model
 * records and two in-place projections (access, read); each codec makes its bindings from them (the
 * standard and packed codecs differ only in how a message is framed into bytes).
 */
abstract class AbstractCapnpCodec extends AbstractCodec {

  /** What this module has for one model type. */
  record Parts<T>(CapnpBinding.Writer<T> writer, CapnpBinding.Reader<T> reader,
      CapnpPartialBinding.Projection access, CapnpPartialBinding.Projection read) {}

  AbstractCapnpCodec(CodecProperties properties) {
    super(properties);
    add(Person.class, PersonWriter::person, PersonReader::person, PersonInPlace::access, PersonInPlace::read);
    add(Small.class, StructsWriter::small, StructsReader::small,
        StructsInPlace::accessSmall, StructsInPlace::readSmall);
    add(Medium.class, StructsWriter::medium, StructsReader::medium,
        StructsInPlace::accessMedium, StructsInPlace::readMedium);
    add(Big.class, StructsWriter::big, StructsReader::big, StructsInPlace::accessBig, StructsInPlace::readBig);
    add(SmallList.class, StructsWriter::smallList, StructsReader::smallList,
        StructsInPlace::accessSmallList, StructsInPlace::readSmallList);
    add(MediumList.class, StructsWriter::mediumList, StructsReader::mediumList,
        StructsInPlace::accessMediumList, StructsInPlace::readMediumList);
    add(BigList.class, StructsWriter::bigList, StructsReader::bigList,
        StructsInPlace::accessBigList, StructsInPlace::readBigList);
    add(NumberMap.class, MapsWriter::numberMap, MapsReader::numberMap,
        MapsInPlace::accessNumberMap, MapsInPlace::readNumberMap);
    add(NumberMapList.class, MapsWriter::numberMapList, MapsReader::numberMapList,
        MapsInPlace::accessNumberMapList, MapsInPlace::readNumberMapList);
    add(GpbTiny.class, GpbWriter::tiny, GpbReader::tiny, GpbInPlace::accessTiny, GpbInPlace::readTiny);
    add(GpbMedium.class, GpbWriter::medium, GpbReader::medium, GpbInPlace::accessMedium, GpbInPlace::readMedium);
    add(GpbBig.class, GpbWriter::big, GpbReader::big, GpbInPlace::accessBig, GpbInPlace::readBig);
    add(GpbHuge.class, GpbWriter::huge, GpbReader::huge, GpbInPlace::accessHuge, GpbInPlace::readHuge);
    add(GpbComplex.class, GpbWriter::complex, GpbReader::complex,
        GpbInPlace::accessComplex, GpbInPlace::readComplex);
    add(GpbTinyList.class, GpbWriter::tinyList, GpbReader::tinyList,
        GpbInPlace::accessTinyList, GpbInPlace::readTinyList);
    add(GpbMediumList.class, GpbWriter::mediumList, GpbReader::mediumList,
        GpbInPlace::accessMediumList, GpbInPlace::readMediumList);
    add(GpbBigList.class, GpbWriter::bigList, GpbReader::bigList,
        GpbInPlace::accessBigList, GpbInPlace::readBigList);
    add(GpbHugeList.class, GpbWriter::hugeList, GpbReader::hugeList,
        GpbInPlace::accessHugeList, GpbInPlace::readHugeList);
    add(GpbComplexList.class, GpbWriter::complexList, GpbReader::complexList,
        GpbInPlace::accessComplexList, GpbInPlace::readComplexList);
    add(Event.class, EventWriter::event, EventReader::event, EventInPlace::access, EventInPlace::read);
    add(MediaContent.class, MediaWriter::mediaContent, MediaReader::mediaContent,
        MediaInPlace::access, MediaInPlace::read);
  }

  /** What the Cap'n Proto rows have in common: the library, the format and how its classes are made. */
  static CodecProperties.Builder properties(String id) {
    return CodecProperties.builder(id, "org.capnproto:runtime")
        .format("Cap'n Proto")
        .encoding(Encoding.BINARY)
        .schemaRequired(true)
        .api(ApiKind.GENERATED)
        .zeroCopy(true)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("Timestamp struct {seconds Int64, nanos Int32}");
  }

  /** This codec's binding of one model type; called once per binding. */
  abstract <T> Binding<T, ?, ?> binding(Parts<T> parts);

  private <T> void add(Class<T> model, CapnpBinding.Writer<T> writer, CapnpBinding.Reader<T> reader,
      CapnpPartialBinding.Projection access, CapnpPartialBinding.Projection read) {
    Parts<T> parts = new Parts<>(writer, reader, access, read);
    bind(model, () -> binding(parts));
  }
}
