package dev.serbench.codec.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.model.Media;
import dev.serbench.schemas.proto.MediaProto;
import dev.serbench.schemas.wire.ImageWire;
import dev.serbench.schemas.wire.MediaWire;
import org.junit.jupiter.api.Test;

/**
 * An enum number that media.proto does not define is refused by toModel instead of read as the enum's
 * default, which is where Wire's decode leaves the field (the number goes to the unknown fields).
 */
class MediaMapperTest {

  @Test
  void unknownPlayerNumberIsRefused() throws Exception {
    byte[] bytes = MediaProto.Media.newBuilder().setUri("u").setPlayerValue(7).build().toByteArray();
    var decoded = MediaWire.ADAPTER.decode(bytes);
    assertEquals(MediaWire.Player.JAVA, decoded.player, "Wire's decode keeps the default");
    var refused = assertThrows(IllegalArgumentException.class, () -> MediaMapper.toModel(decoded));
    assertTrue(refused.getMessage().contains("Media"), refused.getMessage());
  }

  @Test
  void unknownImageSizeNumberIsRefused() throws Exception {
    byte[] bytes = MediaProto.Image.newBuilder().setUri("u").setSizeValue(9).build().toByteArray();
    var decoded = ImageWire.ADAPTER.decode(bytes);
    assertThrows(IllegalArgumentException.class, () -> MediaMapper.toModel(decoded));
  }

  @Test
  void knownPlayerMaps() throws Exception {
    byte[] bytes = MediaProto.Media.newBuilder().setUri("u")
        .setPlayer(MediaProto.Media.Player.FLASH).build().toByteArray();
    assertEquals(Media.Player.FLASH, MediaMapper.toModel(MediaWire.ADAPTER.decode(bytes)).player());
  }
}
