package dev.serbench.codec.capnp;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.model.GpbHuge;
import dev.serbench.schemas.capnp.GpbCapnp;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.capnproto.ArrayOutputStream;
import org.capnproto.DecodeException;
import org.capnproto.PackedOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Decoding keeps Cap'n Proto's guard against amplified reads: the traversal limit is a real, finite number. */
class TraversalLimitTest {

  /** Words one read of GpbHuge.bigs1024 charges: 1024 GpbBig structs of 2 data words and 7 pointers. */
  private static final long BIGS_1024_WORDS = 1024 * (2 + 7);

  @ParameterizedTest
  @EnumSource(Framing.class)
  void readingTheSameListAgainAndAgainRunsIntoTheLimit(Framing framing) throws Exception {
    @SuppressWarnings("unchecked")
    Dataset<GpbHuge> dataset = (Dataset<GpbHuge>) Datasets.find("gpb-huge").orElseThrow();
    byte[] bytes = new CapnpBinding<>(framing, GpbWriter::huge, GpbReader::huge).encode(dataset.values().get(0));
    GpbCapnp.GpbHuge.Reader huge = framing.read(bytes).getRoot(GpbCapnp.GpbHuge.factory);

    long allowed = ReadLimits.TRAVERSAL_LIMIT_WORDS / BIGS_1024_WORDS;
    long[] reads = {0};
    assertThrows(DecodeException.class, () -> {
      while (reads[0] <= 2 * allowed) {
        huge.getBigs1024();
        reads[0]++;
      }
    });
    assertTrue(reads[0] >= allowed / 2, "refused after only " + reads[0] + " reads: the limit is smaller than documented");
  }

  @Test
  void packedMessageClaimingMoreWordsThanTheLimitIsRefusedBeforeAllocating() throws Exception {
    // A segment table announcing one segment of limit + 1 words, and nothing after it.
    ByteBuffer table = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
    table.putInt(0, 0).putInt(4, Math.toIntExact(ReadLimits.TRAVERSAL_LIMIT_WORDS + 1));
    byte[] packed = new byte[16];
    ArrayOutputStream out = new ArrayOutputStream(ByteBuffer.wrap(packed));
    new PackedOutputStream(out).write(table);
    byte[] bytes = Arrays.copyOf(packed, out.getWriteBuffer().position());

    DecodeException e = assertThrows(DecodeException.class, () -> Framing.PACKED.read(bytes));
    assertTrue(e.getMessage().contains("traversal limit"), e.getMessage());
  }
}
