package dev.serbench.codec.capnp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.model.Person;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bytes of both codecs against Debian's {@code capnp}: what serbench writes decodes there, without
 * {@code -I}, to the expected field values (packed bytes with {@code --packed}), and what capnp
 * encodes from that text reads back in serbench.
 */
class CapnpToolTest {

  private static final Pattern MONEY = Pattern.compile("money = (\\S+) \\)");

  static Stream<Arguments> codecs() {
    return Stream.of(Arguments.of(new CapnpCodec(), false), Arguments.of(new CapnpPackedCodec(), true));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("codecs")
  void personDecodesWithCapnp(Codec codec, boolean packed) throws Exception {
    Person person = (Person) dataset("person").values().get(0);
    String text = decode(codec, "person", packed, "person.capnp", "Person");
    assertTrue(text.contains("name = \"" + person.name() + "\""), text);
    assertTrue(text.contains("birthDay = (seconds = " + person.birthDay().getEpochSecond() + ", nanos = "
        + person.birthDay().getNano() + ")"), text);
    assertTrue(text.contains("phone = \"" + person.phone() + "\""), text);
    assertTrue(text.contains("siblings = " + person.siblings() + ","), text);
    assertTrue(text.contains("spouse = " + person.spouse() + ","), text);
    Matcher money = MONEY.matcher(text);
    assertTrue(money.find(), text);
    assertEquals(person.money(), Double.parseDouble(money.group(1)), text);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("codecs")
  void mediaDecodesWithCapnp(Codec codec, boolean packed) throws Exception {
    String text = decode(codec, "media", packed, "media.capnp", "MediaContent");
    for (String expected : List.of("uri = \"http://javaone.com/keynote.mpg\"", "title = \"Javaone Keynote\"",
        "width = 640", "height = 480", "format = \"video/mpg4\"", "duration = 18000000", "size = 58982400",
        "bitrate = 262144", "hasBitrate = true", "persons = [\"Bill Gates\", \"Steve Jobs\uC2A4\"]",
        "player = java", "uri = \"http://javaone.com/keynote_large.jpg\"", "width = 1024", "height = 768",
        "size = large", "uri = \"http://javaone.com/keynote_small.jpg\"", "width = 320", "height = 240",
        "size = small")) {
      assertTrue(text.contains(expected), () -> "missing '" + expected + "' in\n" + text);
    }
    assertFalse(text.contains("copyright"), "the absent copyright is a null pointer, which capnp leaves out");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("codecs")
  void capnpEncodedMessagesReadBack(Codec codec, boolean packed) throws Exception {
    for (String[] sample : List.of(new String[] {"person", "person.capnp", "Person"},
        new String[] {"media", "media.capnp", "MediaContent"})) {
      String text = decode(codec, sample[0], packed, sample[1], sample[2]);
      byte[] encoded = CapnpTool.run(text.getBytes(StandardCharsets.UTF_8), args("encode", packed, sample[1], sample[2]));
      Dataset<?> dataset = dataset(sample[0]);
      assertEquals(dataset.values().get(0), decodeWith(codec, dataset, encoded), sample[0]);
    }
  }

  /** capnp's text of value 0 of {@code dataset} as {@code codec} encodes it. */
  private static String decode(Codec codec, String dataset, boolean packed, String schema, String struct)
      throws Exception {
    byte[] bytes = encodeWith(codec, dataset(dataset));
    return new String(CapnpTool.run(bytes, args("decode", packed, schema, struct)), StandardCharsets.UTF_8);
  }

  private static String[] args(String command, boolean packed, String schema, String struct) {
    List<String> args = new ArrayList<>(List.of(command));
    if (packed) {
      args.add("--packed");
    }
    args.add(schema);
    args.add(struct);
    return args.toArray(String[]::new);
  }

  private static Dataset<?> dataset(String id) {
    return Datasets.find(id).orElseThrow();
  }

  @SuppressWarnings("unchecked")
  private static <T> byte[] encodeWith(Codec codec, Dataset<T> dataset) throws Exception {
    Binding<T, Object, Object> binding = (Binding<T, Object, Object>) codec.bind(dataset);
    return binding.encode(binding.fromModel(dataset.values().get(0)));
  }

  @SuppressWarnings("unchecked")
  private static <T> T decodeWith(Codec codec, Dataset<T> dataset, byte[] bytes) throws Exception {
    Binding<T, Object, Object> binding = (Binding<T, Object, Object>) codec.bind(dataset);
    return binding.toModel(binding.decode(bytes));
  }
}
