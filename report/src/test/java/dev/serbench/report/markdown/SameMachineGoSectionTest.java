package dev.serbench.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.serbench.report.run.Estimate;
import org.junit.jupiter.api.Test;

/** The README's JVM/Go cell: a ratio whose interval includes 1 is marked as inside the noise. */
class SameMachineGoSectionTest {

  @Test
  void aRatioWhoseIntervalIncludesOneIsMarked() {
    Estimate jvm = new Estimate(100, 10);
    assertEquals("~1.00", SameMachineGoSection.shortRatio(jvm, new Estimate(100, 10)));
    assertEquals("0.50", SameMachineGoSection.shortRatio(jvm, new Estimate(200, 10)));
    assertEquals("~0.92", SameMachineGoSection.shortRatio(jvm, new Estimate(109, 10)));
    // Far below 1: two significant digits, not 0.00.
    assertEquals("0.0016", SameMachineGoSection.shortRatio(new Estimate(16, 1), new Estimate(10_000, 10)));
    assertEquals("0.060", SameMachineGoSection.shortRatio(new Estimate(6, 0.1), new Estimate(100, 1)));
    assertEquals("0.10", SameMachineGoSection.twoDigits(0.09996));
    // No interval on one side: no verdict, no mark.
    assertEquals("1.00", SameMachineGoSection.shortRatio(new Estimate(100, Double.NaN), new Estimate(100, 10)));
  }
}
