package dev.serbench.harness.robustness;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The corrupted inputs: reproducible from the seed, and covering what the command promises. */
class CorruptionPlanTest {

  private static List<String> describe(CorruptionPlan plan) {
    return IntStream.range(0, plan.count()).mapToObj(i -> plan.at(i).describe()).toList();
  }

  @Test
  void theSameSeedGivesTheSameInputsAndAnotherSeedOthers() {
    int[] lengths = {120, 80};
    List<String> first = describe(new CorruptionPlan(42, "protobuf", "person", lengths, 1000));
    assertEquals(first, describe(new CorruptionPlan(42, "protobuf", "person", lengths, 1000)));
    assertNotEquals(first, describe(new CorruptionPlan(43, "protobuf", "person", lengths, 1000)));
    byte[] valid = new byte[120];
    for (int i = 0; i < 300; i++) {
      assertArrayEquals(new CorruptionPlan(42, "protobuf", "person", lengths, 1000).at(i).apply(valid),
          new CorruptionPlan(42, "protobuf", "person", lengths, 1000).at(i).apply(valid));
    }
  }

  @Test
  void shortMessagesGetEveryTruncationAndTheOtherKindsStillHalfTheInputs() {
    CorruptionPlan plan = new CorruptionPlan(1, "c", "d", new int[] {3000}, 1000);
    assertEquals(3000 + 500, plan.count());
    for (int i = 0; i < 3000; i++) {
      assertEquals("truncate to " + i + " of 3000 bytes", plan.at(i).describe());
    }
    Set<String> kinds = new HashSet<>();
    IntStream.range(3000, plan.count()).forEach(i -> kinds.add(plan.at(i).kind()));
    assertEquals(Set.of("flip", "random", "huge"), kinds);
  }

  @Test
  void longMessagesGetSampledTruncationsAndExactlyTheInputsAskedFor() {
    CorruptionPlan plan = new CorruptionPlan(1, "c", "d", new int[] {10_000_000}, 1000);
    assertEquals(1000, plan.count());
    assertEquals("truncate to 0 of 10000000 bytes", plan.at(0).describe());
    assertEquals("truncate to 9999999 of 10000000 bytes", plan.at(1).describe());
    long truncations = IntStream.range(0, plan.count()).filter(i -> plan.at(i).kind().equals("truncate")).count();
    assertEquals(250, truncations);
  }

  @Test
  void everyKindDamagesTheMessageAndLeavesTheOriginalAlone() {
    byte[] valid = new byte[64];
    CorruptionPlan plan = new CorruptionPlan(7, "c", "d", new int[] {64}, 200);
    Set<String> patterns = new HashSet<>();
    for (int i = 0; i < plan.count(); i++) {
      Corruption corruption = plan.at(i);
      byte[] input = corruption.apply(valid);
      assertArrayEquals(new byte[64], valid, "input " + i + " changed the valid message");
      switch (corruption.kind()) {
        case "truncate" -> assertEquals(i, input.length);
        case "flip" -> assertTrue(countDifferences(valid, input) >= 1, corruption.describe());
        case "random" -> assertEquals(64, input.length);
        case "huge" -> {
          assertEquals(64, input.length);
          assertTrue(countDifferences(valid, input) >= 1, corruption.describe());
          patterns.add(corruption.describe().replaceAll(" at \\d+$", ""));
        }
        default -> throw new AssertionError(corruption.kind());
      }
    }
    assertTrue(patterns.contains("write FF FF FF FF 0F (varint 2^32-1)"), patterns::toString);
    assertTrue(patterns.contains("write FF FF FF 7F (int32 max, little-endian)"), patterns::toString);
    assertTrue(patterns.contains("write 7F FF FF FF (int32 max, big-endian)"), patterns::toString);
  }

  private static int countDifferences(byte[] a, byte[] b) {
    int n = 0;
    for (int i = 0; i < a.length; i++) {
      n += a[i] != b[i] ? 1 : 0;
    }
    return n;
  }
}
