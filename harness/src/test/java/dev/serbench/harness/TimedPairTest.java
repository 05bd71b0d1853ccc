package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.ModelComparator;
import dev.serbench.api.Operation;
import dev.serbench.api.TimePrecision;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The timed loop steps through every value of every dataset, in order, and starts over. */
class TimedPairTest {

  @Test
  void decodeCyclesThroughEveryValueOfEveryDataset() throws Exception {
    Codec raw = CodecRegistry.load().select("raw").get(0);
    ModelComparator exact = new ModelComparator(TimePrecision.NANOS);
    for (Dataset<?> dataset : Datasets.select("person,small,medium-list-100,map-100,gpb-big-list-50,event-*,media", true)) {
      TimedPair pair = TimedPair.prepare(raw, dataset, Operation.TO_MODEL);
      List<?> values = dataset.values();
      for (int call = 0; call < 2 * values.size(); call++) {
        Object model = pair.toModel();
        assertEquals(Optional.empty(), exact.difference(values.get(call % values.size()), model),
            dataset.id() + " call " + call);
      }
    }
  }

  @Test
  void countingKeepsEveryValueUnlessOneIsSlowToPrepare() throws Exception {
    Codec raw = CodecRegistry.load().select("raw").get(0);
    Dataset<?> dataset = Datasets.find("small").orElseThrow();
    ModelComparator exact = new ModelComparator(TimePrecision.NANOS);
    TimedPair every = TimedPair.prepareForCounting(raw, dataset, Long.MAX_VALUE);
    assertEquals(Integer.highestOneBit(dataset.values().size()), every.valueCount());
    // Any value takes longer than no time: values 0 and 1 stay, and the operations alternate them.
    TimedPair two = TimedPair.prepareForCounting(raw, dataset, -1);
    assertEquals(2, two.valueCount());
    for (int call = 0; call < 4; call++) {
      assertEquals(Optional.empty(), exact.difference(dataset.values().get(call % 2), two.toModel()), "call " + call);
    }
  }
}
