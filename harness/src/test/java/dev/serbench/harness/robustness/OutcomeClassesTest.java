package dev.serbench.harness.robustness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.Codec;
import dev.serbench.api.Datasets;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every outcome class is detected, with the fake codecs of {@link FakeCodecs} decoded in real worker
 * JVMs. A few inputs each and a short time limit keep it fast; nothing here asserts a duration.
 */
class OutcomeClassesTest {

  private static final long TIMEOUT_MILLIS = 300;

  @TempDir
  Path scratch;

  private PairResult run(Codec codec, int inputs, long timeoutMillis, int maxHangs) throws InterruptedException {
    RobustnessRunner.Settings settings = new RobustnessRunner.Settings(inputs, Robustness.DEFAULT_SEED, timeoutMillis,
        maxHangs, 1, Robustness.workerJvmArgs(scratch, List.of()));
    RobustnessRunner.Report report = new RobustnessRunner(settings, new PrintWriter(Writer.nullWriter()), scratch)
        .run(List.of(codec), List.of(Datasets.find("small").orElseThrow()));
    assertEquals(List.of(), report.problems());
    assertEquals(1, report.pairs().size(), () -> "skipped: " + report.skipped());
    return report.pairs().get(0);
  }

  /** Every input but those that happen to equal the valid message has {@code expected} as its outcome. */
  private static void assertAll(Outcome expected, PairResult pair, String exampleFragment) {
    int harmless = pair.count(Outcome.SAME_VALUE);
    assertTrue(pair.inputs() > harmless, "no input was corrupted");
    assertEquals(pair.inputs() - harmless, pair.count(expected), () -> pair.counts() + " " + pair.examples());
    String example = pair.examples().get(expected);
    assertTrue(example.contains(exampleFragment), example);
  }

  @Test
  void aDecoderThatThrowsAnExceptionIsClean() throws Exception {
    assertAll(Outcome.CLEAN_EXCEPTION, run(new FakeCodecs.Throwing(), 4, TIMEOUT_MILLIS, 0), "IOException: corrupt input");
  }

  @Test
  void aDecoderThatReturnsAnotherValueIsWrong() throws Exception {
    assertAll(Outcome.WRONG_VALUE, run(new FakeCodecs.Wrong(), 4, TIMEOUT_MILLIS, 0), "value.id: expected 1, got 2");
  }

  @Test
  void aDecoderThatSpinsHangsAndItsWorkerIsReplaced() throws Exception {
    assertAll(Outcome.HANG, run(new FakeCodecs.Hanging(), 3, TIMEOUT_MILLIS, 0), "no answer within 300 ms");
  }

  @Test
  void aDecoderThatWaitsHangsToo() throws Exception {
    assertAll(Outcome.HANG, run(new FakeCodecs.Sleeping(), 2, 100, 0), "no answer within 100 ms");
  }

  @Test
  void aDecoderThatAllocatesWithoutBoundRunsOutOfMemory() throws Exception {
    assertAll(Outcome.OUT_OF_MEMORY, run(new FakeCodecs.Allocating(), 3, 30_000, 0), "OutOfMemoryError");
  }

  @Test
  void aStackOverflowIsAnotherError() throws Exception {
    assertAll(Outcome.OTHER_ERROR, run(new FakeCodecs.Overflowing(), 3, 30_000, 0), "StackOverflowError");
  }

  @Test
  void aDecoderThatHaltsItsJvmIsACrash() throws Exception {
    assertAll(Outcome.JVM_CRASH, run(new FakeCodecs.Halting(), 3, 30_000, 0), "worker exited with code 7");
  }

  @Test
  void aRealFormatGivesCleanExceptionsWrongValuesAndSameValues() throws Exception {
    PairResult pair = run(new FakeCodecs.Padded(), 30, 30_000, 0);
    // 22 bytes: 8 of id, 2 of length, 4 of name, 8 of padding that decode ignores.
    assertTrue(pair.count(Outcome.CLEAN_EXCEPTION) > 0, pair.counts()::toString);
    assertTrue(pair.count(Outcome.WRONG_VALUE) > 0, pair.counts()::toString);
    assertTrue(pair.count(Outcome.SAME_VALUE) > 0, pair.counts()::toString);
    assertEquals(pair.inputs(), pair.count(Outcome.CLEAN_EXCEPTION) + pair.count(Outcome.WRONG_VALUE)
        + pair.count(Outcome.SAME_VALUE), pair.counts()::toString);
    // Every truncation length of the 22-byte message: the 14 shortest cut into id or name.
    // Examples name the value whose encoding was damaged (small has 8); value 0 is the study's Small{1, "name"}.
    assertTrue(pair.examples().get(Outcome.CLEAN_EXCEPTION).startsWith("value 0, truncate to 0 of 22 bytes: EOFException"),
        pair.examples()::toString);
    assertTrue(pair.examples().get(Outcome.SAME_VALUE).startsWith("value 0, truncate to 14 of 22 bytes"),
        pair.examples()::toString);
  }

  @Test
  void repeatedHangsStopTheirKindOfDamage() throws Exception {
    PairResult pair = run(new FakeCodecs.Hanging(), 12, TIMEOUT_MILLIS, 1);
    // One input of each kind hangs; the other inputs of that kind are not run.
    assertEquals(4, pair.count(Outcome.HANG), pair.counts()::toString);
    assertEquals(pair.count(Outcome.HANG) + pair.count(Outcome.SAME_VALUE), pair.inputs(), pair.counts()::toString);
    assertTrue(pair.notRun() > 0);
    assertTrue(pair.notRunReason().contains("not run after 1 hangs"), pair.notRunReason());
  }

  @Test
  void codecsThatTimeEncodeOnlyAreSkipped() throws Exception {
    RobustnessRunner.Settings settings = new RobustnessRunner.Settings(1, 1, 1000, 0, 1, List.of());
    RobustnessRunner.Report report = new RobustnessRunner(settings, new PrintWriter(Writer.nullWriter()), scratch)
        .run(List.of(new FakeCodecs.EncodeOnly()), List.of(Datasets.find("small").orElseThrow()));
    assertEquals(List.of(), report.pairs());
    assertEquals(List.of(new RobustnessRunner.Skip("fake-encode-only", null, "times encode only; decodes with its base codec")),
        report.skipped());
  }
}
