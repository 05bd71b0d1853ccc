package dev.serbench.codec.sbe;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
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
 * Simple Binary Encoding (codec {@code sbe}) through the flyweight encoders and decoders that
 * sbe-tool generates from schemas/src/main/sbe, over Agrona buffers.
 *
 * <p>SBE's own usage: encoders wrapped over one reused buffer write the model records straight in
 * (there is no message object), and decoders wrapped over the bytes read each field in place, in
 * schema order. Every binding has its own writer and reader, whose flyweights it reuses.
 */
public final class SbeCodec extends AbstractCodec {

  public SbeCodec() {
    super(CodecProperties.builder("sbe", "uk.co.real-logic:sbe-tool")
        .format("SBE")
        .schemaRequired(true)
        .api(ApiKind.GENERATED)
        .zeroCopy(true)
        .crossLanguage(true)
        .timestamps("Timestamp composite {seconds int64, nanos int32}")
        .reusesBuffers(true)
        // Agrona 2 reads and writes its buffers through jdk.internal.misc.Unsafe, which java.base does not
        // export: without this its buffer classes fail to initialize. It opens nothing to reflection and
        // leaves Agrona's bounds checks on.
        .jvmArgs("--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED")
        .notes("sbe-tool flyweights from schemas/src/main/sbe (nested records are groups of one entry; optional"
            + " fields have a presence bit). encode writes the model records through the encoders, header first,"
            + " into one ExpandableArrayBuffer per binding and copies the message out; decode wraps the bytes in a"
            + " reused UnsafeBuffer (Agrona bounds checks on) and reads every field in schema order into the model"
            + " records, strings through the generated String accessors.")
        .build());
    bind(Person.class, () -> new SbeBinding<>(new PersonWriter()::person, new PersonReader()::person));
    bind(Small.class, () -> new SbeBinding<>(new StructsWriter()::small, new StructsReader()::small));
    bind(Medium.class, () -> new SbeBinding<>(new StructsWriter()::medium, new StructsReader()::medium));
    bind(Big.class, () -> new SbeBinding<>(new StructsWriter()::big, new StructsReader()::big));
    bind(SmallList.class, () -> new SbeBinding<>(new StructsWriter()::smallList, new StructsReader()::smallList));
    bind(MediumList.class, () -> new SbeBinding<>(new StructsWriter()::mediumList, new StructsReader()::mediumList));
    bind(BigList.class, () -> new SbeBinding<>(new StructsWriter()::bigList, new StructsReader()::bigList));
    bind(NumberMap.class, () -> new SbeBinding<>(new MapsWriter()::numberMap, new MapsReader()::numberMap));
    bind(NumberMapList.class, () -> new SbeBinding<>(new MapsWriter()::numberMapList, new MapsReader()::numberMapList));
    bind(GpbTiny.class, () -> new SbeBinding<>(new GpbWriter()::tiny, new GpbReader()::tiny));
    bind(GpbMedium.class, () -> new SbeBinding<>(new GpbWriter()::medium, new GpbReader()::medium));
    bind(GpbBig.class, () -> new SbeBinding<>(new GpbWriter()::big, new GpbReader()::big));
    bind(GpbHuge.class, () -> new SbeBinding<>(new GpbWriter()::huge, new GpbReader()::huge));
    bind(GpbComplex.class, () -> new SbeBinding<>(new GpbWriter()::complex, new GpbReader()::complex));
    bind(GpbTinyList.class, () -> new SbeBinding<>(new GpbWriter()::tinyList, new GpbReader()::tinyList));
    bind(GpbMediumList.class, () -> new SbeBinding<>(new GpbWriter()::mediumList, new GpbReader()::mediumList));
    bind(GpbBigList.class, () -> new SbeBinding<>(new GpbWriter()::bigList, new GpbReader()::bigList));
    bind(GpbHugeList.class, () -> new SbeBinding<>(new GpbWriter()::hugeList, new GpbReader()::hugeList));
    bind(GpbComplexList.class, () -> new SbeBinding<>(new GpbWriter()::complexList, new GpbReader()::complexList));
    bind(Event.class, () -> new SbeBinding<>(new EventWriter()::event, new EventReader()::event));
    bind(MediaContent.class, () -> new SbeBinding<>(new MediaWriter()::mediaContent, new MediaReader()::mediaContent));
  }
}
