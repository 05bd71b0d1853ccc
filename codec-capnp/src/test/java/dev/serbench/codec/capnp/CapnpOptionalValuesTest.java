package dev.serbench.codec.capnp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.model.Medium;
import dev.serbench.model.Small;
import dev.serbench.schemas.capnp.StructsCapnp;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Values the datasets hold only in part but the schemas promise: a present "" is a non-null pointer
 * to an empty Text and stays apart from an absent (null) one; a present bitrate of 0 stays present.
 */
class CapnpOptionalValuesTest {

  private static Medium medium(String field2, String field3) {
    return new Medium(7, "", Instant.parse("0001-01-01T00:00:00Z"), Instant.parse("2023-04-20T10:15:30.123456789Z"),
        "", field2, field3, 1.5, new Small(8, ""));
  }

  private static MediaContent content(Integer bitrate, String title, String copyright) {
    Media media = new Media("uri", title, 1, 2, "mp4", 3L, 4L, bitrate, List.of("a", ""), Media.Player.FLASH, copyright);
    return new MediaContent(media, List.of(new Image("img", "", 5, 6, Image.Size.LARGE),
        new Image("img2", null, 7, 8, Image.Size.SMALL)));
  }

  @ParameterizedTest
  @EnumSource(Framing.class)
  void presentEmptyTextIsAPointerAndAbsentIsNull(Framing framing) throws Exception {
    CapnpBinding<Medium> binding = new CapnpBinding<>(framing, StructsWriter::medium, StructsReader::medium);
    Medium value = medium("", null);
    byte[] bytes = binding.encode(value);

    StructsCapnp.Medium.Reader reader = framing.read(bytes).getRoot(StructsCapnp.Medium.factory);
    assertTrue(reader.hasField2(), "a present \"\" is a non-null pointer");
    assertEquals("", reader.getField2().toString());
    assertFalse(reader.hasField3(), "an absent field is a null pointer");
    assertEquals(value, binding.decode(bytes));
  }

  @ParameterizedTest
  @EnumSource(Framing.class)
  void optionalMediaFieldsKeepPresence(Framing framing) throws Exception {
    CapnpBinding<MediaContent> binding =
        new CapnpBinding<>(framing, MediaWriter::mediaContent, MediaReader::mediaContent);
    for (MediaContent value : List.of(content(0, "t", "c"), content(null, null, null), content(null, "", ""))) {
      assertEquals(value, binding.decode(binding.encode(value)));
    }
  }
}
