package dev.serbench.harness.robustness;

import java.util.EnumMap;
import java.util.Map;

/** The outcomes of one (codec, dataset) pair's inputs: a count per class and the first example of each. */
final class PairResult {

  private final String codec;
  private final String dataset;
  private final Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
  private final Map<Outcome, String> examples = new EnumMap<>(Outcome.class);
  private int inputs;
  private int notRun;
  private String notRunReason;

  PairResult(String codec, String dataset) {
    this.codec = codec;
    this.dataset = dataset;
    for (Outcome outcome : Outcome.values()) {
      counts.put(outcome, 0);
    }
  }

  /** Counts one input; {@code example} describes it ("flip byte 3 ^ 0x40: value.name: expected ..."). */
  void add(Outcome outcome, String example) {
    inputs++;
    counts.merge(outcome, 1, Integer::sum);
    examples.putIfAbsent(outcome, Text.shorten(example));
  }

  /** Counts {@code n} inputs of one outcome at once, as a journal recorded them; {@code example} may be null. */
  void restore(Outcome outcome, int n, String example) {
    inputs += n;
    counts.merge(outcome, n, Integer::sum);
    if (example != null) {
      examples.putIfAbsent(outcome, example);
    }
  }

  /** Records that {@code n} of the pair's inputs were not run, and why. */
  void notRun(int n, String reason) {
    notRun = n;
    notRunReason = reason;
  }

  /** Inputs of the plan that were not run (kinds stopped after repeated hangs). */
  int notRun() {
    return notRun;
  }

  String notRunReason() {
    return notRunReason;
  }

  String codec() {
    return codec;
  }

  String dataset() {
    return dataset;
  }

  int inputs() {
    return inputs;
  }

  int count(Outcome outcome) {
    return counts.get(outcome);
  }

  /** Every class, in the order of {@link Outcome}, with its count (zeros included). */
  Map<Outcome, Integer> counts() {
    return new EnumMap<>(counts);
  }

  Map<Outcome, String> examples() {
    return new EnumMap<>(examples);
  }

  /** Whether any input hung, ran out of memory, threw an Error or killed its JVM. */
  boolean troubled() {
    return count(Outcome.HANG) + count(Outcome.OUT_OF_MEMORY) + count(Outcome.OTHER_ERROR) + count(Outcome.JVM_CRASH) > 0;
  }
}
