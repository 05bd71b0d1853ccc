package dev.serbench.harness.robustness;

import com.fasterxml.jackson.core.StreamReadConstraints;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The safety limits the decoders run under in the workers, as robustness.json records them. Most are
 * the libraries' own defaults or what the codec modules configure; Avro's are off by default (2^31
 * bytes or items) and are set here, for the workers only, through the system properties Avro 1.12
 * reads.
 */
final class DecoderLimits {

  /** 16 MiB: sixteen times the longest string or byte array in any dataset (event-1MiB's message). */
  static final int AVRO_MAX_STRING_BYTES = 16 << 20;
  static final int AVRO_MAX_BYTES = 16 << 20;
  /** About a thousand times the longest array or map in any dataset (gpb-huge's 1,024 Bigs). */
  static final int AVRO_MAX_COLLECTION_ITEMS = 1_000_000;

  private record Limit(Set<String> codecs, String text) {}

  private DecoderLimits() {}

  /** The JVM options that set the limits the libraries do not default. */
  static List<String> systemProperties() {
    return List.of(
        "-Dorg.apache.avro.limits.string.maxLength=" + AVRO_MAX_STRING_BYTES,
        "-Dorg.apache.avro.limits.bytes.maxLength=" + AVRO_MAX_BYTES,
        "-Dorg.apache.avro.limits.collectionItems.maxLength=" + AVRO_MAX_COLLECTION_ITEMS);
  }

  /**
   * One line per library limit that applies to at least one of {@code codecIds}; a limit listed for
   * {@code capnp} applies to its variants {@code capnp-*} too.
   */
  static List<String> describe(Set<String> codecIds) {
    StreamReadConstraints jackson = StreamReadConstraints.defaults();
    List<Limit> limits = List.of(
        new Limit(Set.of("protobuf"), "protobuf-java parseFrom(byte[]) defaults: recursion limit 100,"
            + " size limit Integer.MAX_VALUE (every length is checked against the bytes left in the array)"),
        new Limit(Set.of("avro"), "Avro 1.12 limits set for the workers: org.apache.avro.limits.string.maxLength="
            + AVRO_MAX_STRING_BYTES + ", org.apache.avro.limits.bytes.maxLength=" + AVRO_MAX_BYTES
            + ", org.apache.avro.limits.collectionItems.maxLength=" + AVRO_MAX_COLLECTION_ITEMS + " (default 2^31-9 each)"),
        new Limit(Set.of("capnp"), "Cap'n Proto ReaderOptions (codec-capnp ReadLimits): traversal limit"
            + " 64 Mi words (512 MiB), nesting limit 64"),
        new Limit(Set.of("flatbuffers"), "FlatBuffers: no limits; every read is bounds-checked by the ByteBuffer"),
        new Limit(Set.of("sbe"), "SBE (sbe-tool flyweights over Agrona buffers): no limits; every read is bounds-checked by"
            + " Agrona's UnsafeBuffer (bounds checks on), but a var-data String or byte array is allocated at the length"
            + " read from the bytes before its copy is checked; a group holds at most 65,534 entries (uint16 count)"),
        new Limit(Set.of("jdk"), "Java serialization: ObjectInputFilter (codec-jdk ModelInputFilter): the model's records"
            + " and enums and the JDK types they hold only; maxdepth=32, maxarray=65536, maxrefs=50000000, maxbytes=536870912"),
        new Limit(Set.of("json-jackson", "cbor", "msgpack"), "Jackson StreamReadConstraints defaults: maxNestingDepth="
            + jackson.getMaxNestingDepth() + ", maxStringLength=" + jackson.getMaxStringLength() + ", maxNumberLength="
            + jackson.getMaxNumberLength() + ", maxNameLength=" + jackson.getMaxNameLength() + ", maxDocumentLength="
            + jackson.getMaxDocumentLength() + ", maxTokenCount=" + jackson.getMaxTokenCount()
            + " (-1: none; as far as each format's parser applies them)"),
        new Limit(Set.of("json-dsl"), "dsl-json defaults: maxNumberDigits 512, maxStringBuffer 128 MiB"),
        new Limit(Set.of("kryo"), "Kryo: registration required (a class id it was not given is refused), references off;"
            + " no length limits"),
        new Limit(Set.of("raw"), "raw (serbench's hand-written floor): every length and count is checked against the"
            + " bytes left before anything is allocated"),
        new Limit(Set.of("fory"), "Fory 1.6: registration required, unknown classes refused; defaults maxDepth 50,"
            + " maxGraphMemoryBytes 128 MiB, maxUnbackedContainerItems 8192"));
    List<String> lines = new ArrayList<>();
    for (Limit limit : limits) {
      if (codecIds.stream().anyMatch(id -> limit.codecs().stream().anyMatch(c -> id.equals(c) || id.startsWith(c + "-")))) {
        lines.add(limit.text());
      }
    }
    return lines;
  }
}
