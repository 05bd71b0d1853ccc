package dev.serbench.codec.capnp;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.CodecProperties;
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
 * The Cap'n Proto codecs' shared binding table: both build and read messages through the same
 * writers and readers and differ only in how a message is framed into bytes.
 */
abstract class AbstractCapnpCodec extends AbstractCodec {

  AbstractCapnpCodec(CodecProperties properties, Framing framing) {
    super(properties);
    bind(Person.class, framing, PersonWriter::person, PersonReader::person);
    bind(Small.class, framing, StructsWriter::small, StructsReader::small);
    bind(Medium.class, framing, StructsWriter::medium, StructsReader::medium);
    bind(Big.class, framing, StructsWriter::big, StructsReader::big);
    bind(SmallList.class, framing, StructsWriter::smallList, StructsReader::smallList);
    bind(MediumList.class, framing, StructsWriter::mediumList, StructsReader::mediumList);
    bind(BigList.class, framing, StructsWriter::bigList, StructsReader::bigList);
    bind(NumberMap.class, framing, MapsWriter::numberMap, MapsReader::numberMap);
    bind(NumberMapList.class, framing, MapsWriter::numberMapList, MapsReader::numberMapList);
    bind(GpbTiny.class, framing, GpbWriter::tiny, GpbReader::tiny);
    bind(GpbMedium.class, framing, GpbWriter::medium, GpbReader::medium);
    bind(GpbBig.class, framing, GpbWriter::big, GpbReader::big);
    bind(GpbHuge.class, framing, GpbWriter::huge, GpbReader::huge);
    bind(GpbComplex.class, framing, GpbWriter::complex, GpbReader::complex);
    bind(GpbTinyList.class, framing, GpbWriter::tinyList, GpbReader::tinyList);
    bind(GpbMediumList.class, framing, GpbWriter::mediumList, GpbReader::mediumList);
    bind(GpbBigList.class, framing, GpbWriter::bigList, GpbReader::bigList);
    bind(GpbHugeList.class, framing, GpbWriter::hugeList, GpbReader::hugeList);
    bind(GpbComplexList.class, framing, GpbWriter::complexList, GpbReader::complexList);
    bind(Event.class, framing, EventWriter::event, EventReader::event);
    bind(MediaContent.class, framing, MediaWriter::mediaContent, MediaReader::mediaContent);
  }

  private <T> void bind(Class<T> model, Framing framing, CapnpBinding.Writer<T> writer,
      CapnpBinding.Reader<T> reader) {
    bind(model, () -> new CapnpBinding<>(framing, writer, reader));
  }
}
