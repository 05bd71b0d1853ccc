package dev.serbench.codec.floors;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.ModelComparator;
import dev.serbench.api.TimePrecision;
import dev.serbench.model.Big;
import dev.serbench.model.Event;
import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.model.Medium;
import dev.serbench.model.NumberMap;
import dev.serbench.model.Person;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@code raw} keeps edge values exactly and rejects truncated or padded input with an exception. */
class RawCodecTest {

  private static final Instant YEAR_ONE = Instant.parse("0001-01-01T00:00:00Z");
  private static final Instant BEFORE_1970 = Instant.ofEpochSecond(-1, 1); // 1969-12-31T23:59:59.000000001Z
  private static final String FOUR_BYTE_UTF8 = "a\uD83D\uDE00b\u00E9\uC2A4"; // U+1F600, é, a Hangul syllable

  private final ModelComparator comparator = new ModelComparator(TimePrecision.NANOS);

  private <T> T roundTrip(RawFormat<T> format, T value) {
    RawBinding<T> binding = new RawBinding<>(format);
    byte[] bytes = binding.encode(value);
    int length = binding.encodeInto(value);
    assertArrayEquals(bytes, Arrays.copyOf(binding.buffer(), length), "encodeInto and encode differ");
    T decoded = binding.decode(bytes);
    assertEquals(Optional.empty(), comparator.difference(value, decoded));
    return decoded;
  }

  @Test
  void eventTextIsWrittenAsUtf8WhereItIsNotLatin1() {
    for (dev.serbench.api.Dataset<?> dataset : dev.serbench.api.Datasets.select("event-*", false)) {
      for (Object value : dataset.values()) {
        Event event = (Event) value;
        byte[] bytes = new RawBinding<>(RawStructs.EVENT).encode(event);
        roundTrip(RawStructs.EVENT, event);
        // After the id's varint, the string header (byteLength << 1 | latin1) and the bytes: Latin-1 (one
        // byte per char) only for a string that is Latin-1, UTF-8 otherwise, so the shortcut never
        // applies to the multi-byte text.
        int p = skipVarint(bytes, 0);
        long header = 0;
        int shift = 0;
        while (true) {
          byte b = bytes[p++];
          header |= (long) (b & 0x7F) << shift;
          shift += 7;
          if (b >= 0) {
            break;
          }
        }
        boolean latin1 = event.message().chars().allMatch(c -> c < 256);
        assertEquals(latin1 ? 1 : 0, header & 1, dataset.id());
        assertEquals(latin1 ? event.message().length() : event.message().getBytes(StandardCharsets.UTF_8).length,
            header >>> 1, dataset.id());
        assertEquals(bytes.length - p, header >>> 1, dataset.id());
      }
    }
  }

  private static int skipVarint(byte[] bytes, int p) {
    while (bytes[p] < 0) {
      p++;
    }
    return p + 1;
  }

  @Test
  void keepsEdgeValues() {
    roundTrip(RawStructs.PERSON, new Person(FOUR_BYTE_UTF8, YEAR_ONE, "", Integer.MIN_VALUE, true, Double.NaN));
    roundTrip(RawStructs.PERSON, new Person("", BEFORE_1970, FOUR_BYTE_UTF8, Integer.MAX_VALUE, false, -0.0));
    roundTrip(RawStructs.PERSON, new Person("x", Instant.MIN, "y", 0, false, Double.longBitsToDouble(0x7FF0000000000123L)));
    roundTrip(RawStructs.PERSON, new Person("x", Instant.MAX, "y", -1, false, Double.NEGATIVE_INFINITY));
    roundTrip(RawStructs.SMALL, new Small(Long.MIN_VALUE, ""));
    roundTrip(RawStructs.SMALL, new Small(Long.MAX_VALUE, "\u00FF".repeat(70)));
    roundTrip(RawStructs.EVENT, new Event(-1, "\uD83D\uDE00".repeat(100_000)));
    roundTrip(RawStructs.EVENT, new Event(0, "x".repeat(200_000) + "\u00E9"));
    // Long strings go through the chunked Latin-1 encoder; a char above 255 anywhere (after whole
    // chunks were written, or in the first one) falls back to UTF-8 from the start.
    roundTrip(RawStructs.EVENT, new Event(1, "\u00E9x".repeat(10_000)));
    roundTrip(RawStructs.EVENT, new Event(2, "y".repeat(9_000) + "\u0141"));
    roundTrip(RawStructs.EVENT, new Event(3, "\u0141" + "y".repeat(100)));
    roundTrip(RawStructs.EVENT, new Event(4, "z".repeat(65)));
    roundTrip(RawStructs.SMALL, new Small(5, "\u0141".repeat(64)));
    roundTrip(RawStructs.SMALL_LIST, new SmallList(List.of()));
    roundTrip(RawStructs.NUMBER_MAP, new NumberMap(Map.of()));
    roundTrip(RawStructs.NUMBER_MAP, new NumberMap(Map.of(Long.MIN_VALUE, -0.0, Long.MAX_VALUE, Double.NaN, -1L, 1.5)));
  }

  @Test
  void writesStringsFromTheirOwnBytesExactlyAsThePublicApiPath() {
    assertTrue(Latin1Strings.AVAILABLE, "raw must copy Latin-1 strings in one pass on this JDK");
    String[] strings = {"", "x", "\u00FF", "\u00E9".repeat(70), "x".repeat(5_000), "x".repeat(9_000) + "\u00E9",
        "\u0100", FOUR_BYTE_UTF8, "x".repeat(5_000) + "\u0141", "\u0141" + "y".repeat(100),
        new StringBuilder("\u0141abc").deleteCharAt(0).toString(), "ab\u0141".substring(0, 2)};
    for (String s : strings) {
      RawWriter own = new RawWriter(1, true);
      RawWriter publicApi = new RawWriter(1, false);
      own.string(s);
      publicApi.string(s);
      assertArrayEquals(Arrays.copyOf(publicApi.buffer(), publicApi.position()), Arrays.copyOf(own.buffer(), own.position()),
          () -> "string of " + s.length() + " chars");
      byte[] latin1 = Latin1Strings.bytesOf(s);
      if (latin1 != null) {
        assertArrayEquals(s.getBytes(StandardCharsets.ISO_8859_1), latin1);
        assertTrue(s.chars().allMatch(c -> c < 256));
      } else {
        assertTrue(s.chars().anyMatch(c -> c > 255), () -> "not seen as Latin-1: " + s.length() + " chars");
      }
    }
  }

  @Test
  void keepsAbsentAndPresentOptionalValues() {
    Medium absent = new Medium(1, "n", YEAR_ONE, BEFORE_1970, "", null, null, 0.0, new Small(1, "s"));
    Medium present = new Medium(-1, "", BEFORE_1970, YEAR_ONE, FOUR_BYTE_UTF8, "", "f3", 1e300, new Small(0, ""));
    roundTrip(RawStructs.BIG, new Big(7, "b", YEAR_ONE, YEAR_ONE, "", null, "", 2.5, absent, present, null));
    roundTrip(RawStructs.BIG, new Big(7, "b", YEAR_ONE, YEAR_ONE, "", "", null, 2.5, present, absent, present));
    Media media = new Media("u", null, -1, 0, "f", Long.MIN_VALUE, Long.MAX_VALUE, null, List.of(), Media.Player.FLASH, null);
    roundTrip(RawStructs.MEDIA_CONTENT, new MediaContent(media, List.of()));
    Media full = new Media("u", "t", 1, 2, "f", 3, 4, Integer.MIN_VALUE, List.of("", FOUR_BYTE_UTF8), Media.Player.JAVA, "c");
    roundTrip(RawStructs.MEDIA_CONTENT, new MediaContent(full, List.of(new Image("i", null, 1, 2, Image.Size.LARGE))));
  }

  @Test
  void keepsUnsignedBitsAndBytes() {
    GpbTiny tiny = new GpbTiny(-5, "");
    GpbMedium medium = new GpbMedium(0, "", FOUR_BYTE_UTF8, -0.0, BEFORE_1970, tiny);
    GpbBig big = new GpbBig(Long.MIN_VALUE, -1L, FOUR_BYTE_UTF8, new byte[0], YEAR_ONE, BEFORE_1970, Instant.MAX, tiny, medium);
    GpbBig other = new GpbBig(1, Long.MIN_VALUE, "", new byte[] {-128, 0, 127}, YEAR_ONE, YEAR_ONE, YEAR_ONE, tiny, medium);
    GpbHuge huge = new GpbHuge(List.of(big), List.of(), List.of(other, big));
    Map<String, GpbHuge> huges = new LinkedHashMap<>();
    huges.put("", huge);
    huges.put(FOUR_BYTE_UTF8, new GpbHuge(List.of(), List.of(), List.of()));
    roundTrip(RawGpb.COMPLEX, new GpbComplex(huges));
  }

  @Test
  void rejectsEveryTruncationAndTrailingBytes() {
    Medium medium = new Medium(300, "name", YEAR_ONE, BEFORE_1970, "", "field2", null, 0.5, new Small(1, FOUR_BYTE_UTF8));
    rejectsCorruptions(RawStructs.BIG, new Big(1, "n", YEAR_ONE, YEAR_ONE, "", null, null, 0, medium, medium, medium));
    rejectsCorruptions(RawStructs.NUMBER_MAP, new NumberMap(Map.of(1L, 1.0, 200L, 2.0, -3L, 3.0)));
    rejectsCorruptions(RawStructs.EVENT, new Event(42, "x".repeat(300)));
    GpbTiny tiny = new GpbTiny(1, "foo");
    GpbBig big = new GpbBig(1, 26, "Ukraine", new byte[] {1, 2}, YEAR_ONE, BEFORE_1970, YEAR_ONE, tiny,
        new GpbMedium(1, "a", "b", 1.0, YEAR_ONE, tiny));
    rejectsCorruptions(RawGpb.HUGE, new GpbHuge(List.of(big), List.of(big, big), List.of()));
  }

  private static <T> void rejectsCorruptions(RawFormat<T> format, T value) {
    RawBinding<T> binding = new RawBinding<>(format);
    byte[] bytes = binding.encode(value);
    for (int length = 0; length < bytes.length; length++) {
      byte[] truncated = Arrays.copyOf(bytes, length);
      assertThrows(RawFormatException.class, () -> binding.decode(truncated), "truncated to " + length + " bytes");
    }
    byte[] padded = Arrays.copyOf(bytes, bytes.length + 1);
    assertThrows(RawFormatException.class, () -> binding.decode(padded), "one byte too many");
  }

  @Test
  void rejectsACorruptedCountBeforeAllocating() {
    byte[] hugeCount = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07, 0};
    assertThrows(RawFormatException.class, () -> new RawBinding<>(RawStructs.SMALL_LIST).decode(hugeCount));
    assertThrows(RawFormatException.class, () -> new RawBinding<>(RawStructs.NUMBER_MAP).decode(hugeCount));
    byte[] longVarint = new byte[12];
    Arrays.fill(longVarint, (byte) 0x80);
    assertThrows(RawFormatException.class, () -> new RawBinding<>(RawStructs.EVENT).decode(longVarint));
  }
}
