package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.Digest;
import dev.serbench.api.PartialBinding;
import dev.serbench.api.Projections;
import dev.serbench.model.Big;
import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.model.Medium;
import dev.serbench.model.Person;
import dev.serbench.model.Small;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The access and read variants of every registered codec, on values that differ from each other in
 * one field deep inside: validation proves that a read variant's digest matches the model's, and this
 * proves that the digest depends on that field (a reader that skipped it would still match the
 * model on the datasets), and that an access variant reads the root's first field and only it.
 */
class PartialBindingTest {

  private static final Instant T = Instant.parse("2020-01-02T03:04:05.123456789Z");
  private static final Instant GO_ZERO = Instant.parse("0001-01-01T00:00:00Z");

  static Stream<Codec> codecs(String variant) {
    return CodecRegistry.load().all().stream().filter(codec -> codec.properties().variants().contains(variant));
  }

  /** One changed field of each kind, deep inside its value: (what changed, dataset, original, changed). */
  static Stream<Arguments> changes() {
    Big big = big("name", T, medium(3, "small3"));
    MediaContent media = media(262_144, "Steve Jobs\uC2A4", Image.Size.SMALL);
    GpbComplex complex = complex("Ukraine".getBytes(StandardCharsets.UTF_8));
    Person person = new Person("Anna Karenina 01", T, "0123456789", 2, true, 1.5);
    return Stream.of(
        Arguments.of("Big.medium2.small.name, last byte", "big", big, big("namf", T, medium(3, "small3"))),
        Arguments.of("Big.medium2.updatedAt, 1 ns", "big", big, big("name", T.plusNanos(1), medium(3, "small3"))),
        Arguments.of("Big.medium3.small.name, first byte", "big", big, big("name", T, medium(3, "tmall3"))),
        Arguments.of("Big.medium3 absent", "big", big, big("name", T, null)),
        Arguments.of("Media.persons[1], last byte", "media", media, media(262_144, "Steve Jobs\uC2A5", Image.Size.SMALL)),
        Arguments.of("Media.bitrate absent", "media", media, media(null, "Steve Jobs\uC2A4", Image.Size.SMALL)),
        Arguments.of("Image[1].size", "media", media, media(262_144, "Steve Jobs\uC2A4", Image.Size.LARGE)),
        Arguments.of("GpbComplex[b].bigs256[1].countryBytes, last byte", "gpb-complex", complex,
            complex("Ukrainf".getBytes(StandardCharsets.UTF_8))),
        Arguments.of("Person.birthDay, 1 ns", "person", person,
            new Person("Anna Karenina 01", T.plusNanos(1), "0123456789", 2, true, 1.5)),
        Arguments.of("Person.spouse", "person", person, new Person("Anna Karenina 01", T, "0123456789", 2, false, 1.5)));
  }

  static Stream<Arguments> readChanges() {
    return codecs(CodecProperties.READ).flatMap(codec -> changes().map(change -> prepend(codec, change)));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("readChanges")
  void readNoticesOneChangedFieldDeepInside(Codec codec, String field, String dataset, Object original, Object changed)
      throws Exception {
    long read = decode(codec, dataset, original);
    assertEquals(Projections.read(original), read, "read of the original");
    assertNotEquals(Projections.read(changed), read, "read of the original, against the changed model");
    assertEquals(Projections.read(changed), decode(codec, dataset, changed), "read of the changed value");
  }

  /** Changes that the root's first field sees and changes that it does not: (what, dataset, original, changed, seen). */
  static Stream<Arguments> accessChanges() {
    Person person = new Person("Anna Karenina 01", T, "0123456789", 2, true, 1.5);
    MediaContent media = media(262_144, "Steve Jobs\uC2A4", Image.Size.SMALL);
    Big big = big("name", T, medium(3, "small3"));
    List<Arguments> changes = List.of(
        Arguments.of("Person.name, last byte", "person", person,
            new Person("Anna Karenina 02", T, "0123456789", 2, true, 1.5), true),
        Arguments.of("Person.phone", "person", person, new Person("Anna Karenina 01", T, "0123456788", 2, true, 1.5),
            false),
        Arguments.of("Big.id", "big", big, new Big(8, big.name(), big.createdAt(), big.updatedAt(), big.field1(),
            big.field2(), big.field3(), big.field4(), big.medium1(), big.medium2(), big.medium3()), true),
        Arguments.of("Big.name", "big", big, new Big(7, "other", big.createdAt(), big.updatedAt(), big.field1(),
            big.field2(), big.field3(), big.field4(), big.medium1(), big.medium2(), big.medium3()), false),
        Arguments.of("MediaContent.media.uri", "media", media, new MediaContent(new Media("http://javaone.com/keynote.mpf",
            media.media().title(), 640, 480, "video/mpg4", 18_000_000L, 58_982_400L, 262_144, media.media().persons(),
            Media.Player.JAVA, null), media.images()), true),
        Arguments.of("MediaContent.media.title", "media", media, new MediaContent(new Media(media.media().uri(),
            "Other", 640, 480, "video/mpg4", 18_000_000L, 58_982_400L, 262_144, media.media().persons(),
            Media.Player.JAVA, null), media.images()), false),
        Arguments.of("GpbComplex.huges, one entry more", "gpb-complex", complex("x".getBytes(StandardCharsets.UTF_8)),
            withExtraEntry(complex("x".getBytes(StandardCharsets.UTF_8))), true));
    return codecs(CodecProperties.ACCESS).flatMap(codec -> changes.stream().map(change -> prepend(codec, change)));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("accessChanges")
  void accessReadsTheRootsFirstFieldOnly(Codec codec, String field, String dataset, Object original, Object changed,
      boolean seen) throws Exception {
    long original1 = decode(codec, dataset, original);
    long changed1 = decode(codec, dataset, changed);
    assertEquals(Projections.access(original), original1);
    assertEquals(Projections.access(changed), changed1);
    if (seen) {
      assertNotEquals(original1, changed1, field + " changed but the access did not");
    } else {
      assertEquals(original1, changed1, field + " is not the first field, yet the access changed");
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("accessCodecs")
  void accessOfAScalarIsItsDigest(Codec codec) throws Exception {
    Big big = big("name", T, null);
    assertEquals(new Digest().add(big.id()).value(), decode(codec, "big", big));
  }

  static Stream<Codec> accessCodecs() {
    return codecs(CodecProperties.ACCESS);
  }

  @SuppressWarnings("unchecked")
  private static <T> long decode(Codec codec, String datasetId, Object value) throws Exception {
    Dataset<T> dataset = (Dataset<T>) Datasets.find(datasetId).orElseThrow();
    PartialBinding<T, Object, Object> binding = (PartialBinding<T, Object, Object>) codec.bind(dataset);
    Object decoded = binding.decode(binding.encode(binding.fromModel((T) value)));
    return (Long) binding.actual(decoded);
  }

  private static Arguments prepend(Codec codec, Arguments change) {
    Object[] rest = change.get();
    Object[] all = new Object[rest.length + 1];
    all[0] = codec;
    System.arraycopy(rest, 0, all, 1, rest.length);
    return Arguments.of(all);
  }

  private static Medium medium(long id, String smallName) {
    return new Medium(id, "name", GO_ZERO, T, "", "field2", null, 0.25, new Small(id, smallName));
  }

  private static Big big(String medium2SmallName, Instant medium2UpdatedAt, Medium medium3) {
    Medium medium2 = new Medium(2, "name", GO_ZERO, medium2UpdatedAt, "", null, "field3", 0.5,
        new Small(2, medium2SmallName));
    return new Big(7, "name", GO_ZERO, T, "", "field2", null, 1.0, medium(1, "small1"), medium2, medium3);
  }

  private static MediaContent media(Integer bitrate, String secondPerson, Image.Size secondImageSize) {
    Media media = new Media("http://javaone.com/keynote.mpg", "Javaone Keynote", 640, 480, "video/mpg4", 18_000_000L,
        58_982_400L, bitrate, List.of("Bill Gates", secondPerson), Media.Player.JAVA, null);
    return new MediaContent(media, List.of(
        new Image("http://javaone.com/keynote_large.jpg", "Javaone Keynote", 1024, 768, Image.Size.LARGE),
        new Image("http://javaone.com/keynote_small.jpg", null, 320, 240, secondImageSize)));
  }

  /** Two entries, each with a few GpbBigs; entry "b"'s bigs256[1] has the given country bytes. */
  private static GpbComplex complex(byte[] countryBytes) {
    Map<String, GpbHuge> huges = new LinkedHashMap<>();
    huges.put("a", new GpbHuge(List.of(gpbBig(new byte[] {1})), List.of(), List.of()));
    huges.put("b", new GpbHuge(List.of(), List.of(gpbBig(new byte[] {2}), gpbBig(countryBytes)), List.of(gpbBig(new byte[0]))));
    return new GpbComplex(huges);
  }

  private static GpbComplex withExtraEntry(GpbComplex complex) {
    Map<String, GpbHuge> huges = new LinkedHashMap<>(complex.huges());
    huges.put("c", new GpbHuge(new ArrayList<>(), List.of(), List.of()));
    return new GpbComplex(huges);
  }

  private static GpbBig gpbBig(byte[] countryBytes) {
    GpbTiny tiny = new GpbTiny(1, "foo bar");
    return new GpbBig(1, -26, "Ukraine", countryBytes, T, GO_ZERO, T.plusSeconds(1), tiny,
        new GpbMedium(1, "foo", "bar", 10.24, T, tiny));
  }
}
