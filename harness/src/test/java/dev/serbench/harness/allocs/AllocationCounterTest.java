package dev.serbench.harness.allocs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.monitoring.runtime.instrumentation.AllocationRecorder;
import com.google.monitoring.runtime.instrumentation.Sampler;
import org.junit.jupiter.api.Test;

/**
 * The counter leaves the agent's recorder idle between counts (no sampler array at all), so that the
 * agent's hook does not measure every object allocated while the next pair is prepared. Runs without
 * the agent: the recorder's sampler list is plain Java.
 */
class AllocationCounterTest {

  @Test
  void theRecorderIsIdleAfterEachCount() throws Exception {
    AllocationCounter counter = new AllocationCounter();
    for (int i = 0; i < 3; i++) {
      AllocationCounter.Count count = counter.count(() -> new byte[16], 2);
      assertEquals(2, count.calls());
      assertTrue(AllocationCounter.recorderIdle(), "after count " + (i + 1));
    }
  }

  @Test
  void aSamplerSomeoneElseAddedStaysRegistered() throws Exception {
    Sampler other = (count, desc, newObj, size) -> { };
    AllocationRecorder.addSampler(other);
    try {
      new AllocationCounter().count(() -> new byte[16], 1);
      assertTrue(!AllocationCounter.recorderIdle(), "the other sampler was dropped");
    } finally {
      AllocationRecorder.removeSampler(other);
    }
  }
}
