package dev.serbench.codec.floors;

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

/**
 * {@code raw}: the upper bound of what a binary codec can do on the JVM (it reads JDK String internals,
 * which no cross-language format could). A hand-written fixed layout per model type (no tags, no
 * names, fields in declaration order) written into one reused array.
 */
public final class RawCodec extends AbstractCodec {

  public RawCodec() {
    super(CodecProperties.builder("raw", "dev.serbench:codec-floors")
        .format("serbench raw")
        .encoding(Encoding.BINARY)
        .schemaRequired(true)
        .api(ApiKind.HAND_WRITTEN)
        .zeroCopy(false)
        .crossLanguage(false)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("seconds (zigzag varint), nanos (varint)")
        .reusedOutput()
        .floor()
        .notes("A JVM-only bound, not a format: hand-written layout per model type, fields in declaration"
            + " order with no tags: zigzag varints for integers, varint lengths and counts, 8-byte doubles, a"
            + " presence byte for optional values, enums by ordinal, instants as seconds and nanoseconds."
            + " Strings whose chars are all Latin-1 (ASCII included) are copied from the String's own bytes"
            + " (the JDK's compact strings, as Fory does); any other string is UTF-8 through String.getBytes"
            + " and new String. Written into one reused array, decoded into new records with every length and"
            + " count checked against the bytes left.")
        .build());
    bind(Person.class, () -> new RawBinding<>(RawStructs.PERSON));
    bind(Small.class, () -> new RawBinding<>(RawStructs.SMALL));
    bind(Medium.class, () -> new RawBinding<>(RawStructs.MEDIUM));
    bind(Big.class, () -> new RawBinding<>(RawStructs.BIG));
    bind(SmallList.class, () -> new RawBinding<>(RawStructs.SMALL_LIST));
    bind(MediumList.class, () -> new RawBinding<>(RawStructs.MEDIUM_LIST));
    bind(BigList.class, () -> new RawBinding<>(RawStructs.BIG_LIST));
    bind(NumberMap.class, () -> new RawBinding<>(RawStructs.NUMBER_MAP));
    bind(NumberMapList.class, () -> new RawBinding<>(RawStructs.NUMBER_MAP_LIST));
    bind(Event.class, () -> new RawBinding<>(RawStructs.EVENT));
    bind(MediaContent.class, () -> new RawBinding<>(RawStructs.MEDIA_CONTENT));
    bind(GpbTiny.class, () -> new RawBinding<>(RawGpb.TINY));
    bind(GpbMedium.class, () -> new RawBinding<>(RawGpb.MEDIUM));
    bind(GpbBig.class, () -> new RawBinding<>(RawGpb.BIG));
    bind(GpbHuge.class, () -> new RawBinding<>(RawGpb.HUGE));
    bind(GpbComplex.class, () -> new RawBinding<>(RawGpb.COMPLEX));
    bind(GpbTinyList.class, () -> new RawBinding<>(RawGpb.TINY_LIST));
    bind(GpbMediumList.class, () -> new RawBinding<>(RawGpb.MEDIUM_LIST));
    bind(GpbBigList.class, () -> new RawBinding<>(RawGpb.BIG_LIST));
    bind(GpbHugeList.class, () -> new RawBinding<>(RawGpb.HUGE_LIST));
    bind(GpbComplexList.class, () -> new RawBinding<>(RawGpb.COMPLEX_LIST));
  }
}
