package dev.serbench.harness;

import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import dev.serbench.api.RoundTrip;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The validation outcome of one (codec, dataset) pair, with its encoded sizes when it passed.
 *
 * @param sizes null unless the pair passed
 * @param unsafe whether decoded values changed when the input was overwritten (labelled "unsafe")
 */
public record PairCheck(Codec codec, Dataset<?> dataset, RoundTrip.Status status, String message, Sizes sizes,
    boolean unsafe) {

  /** Validates every pair of the selected codecs and datasets, dataset by dataset (to bound memory). */
  public static List<PairCheck> checkAll(List<Codec> codecs, List<Dataset<?>> datasets) {
    return checkAll(codecs, datasets, null);
  }

  /** A dataset whose pairs take longer than this to validate gets a line of its own on the console. */
  static final long SLOW_DATASET_MILLIS = 10_000;

  /**
   * As {@link #checkAll(List, List)}, telling {@code console} (when not null) of each dataset that took
   * over {@value #SLOW_DATASET_MILLIS} ms: validating every dataset takes over 20 minutes on 2 cores
   * (the group-large ones hold GBs) and should not look like a hang.
   */
  public static List<PairCheck> checkAll(List<Codec> codecs, List<Dataset<?>> datasets, PrintWriter console) {
    return checkAll(codecs, datasets, console, java.util.Map.of(), c -> { });
  }

  /**
   * As {@link #checkAll(List, List, PrintWriter)}, taking the pairs in {@code done} ("codec|dataset") as
   * they are (validated by an earlier sitting; a dataset whose pairs are all done is not even built) and
   * handing each pair it validates to {@code validated} as soon as it is validated.
   */
  static List<PairCheck> checkAll(List<Codec> codecs, List<Dataset<?>> datasets, PrintWriter console,
      java.util.Map<String, PairCheck> done, java.util.function.Consumer<PairCheck> validated) {
    List<PairCheck> checks = new ArrayList<>();
    long runStart = System.nanoTime();
    for (int i = 0; i < datasets.size(); i++) {
      Dataset<?> dataset = datasets.get(i);
      long start = System.nanoTime();
      for (Codec codec : codecs) {
        PairCheck earlier = done.get(codec.id() + "|" + dataset.id());
        if (earlier != null) {
          checks.add(earlier);
          continue;
        }
        PairCheck check = check(codec, dataset);
        validated.accept(check);
        checks.add(check);
      }
      // Not the next dataset's too: holding every dataset's values (GBs for the large ones) once ran
      // validate out of a 6 GB heap; whoever needs them again builds them again.
      dataset.release();
      long millis = (System.nanoTime() - start) / 1_000_000;
      if (console != null && millis > SLOW_DATASET_MILLIS) {
        console.println("  validated " + dataset.id() + " (" + (i + 1) + " of " + datasets.size() + " datasets) in "
            + Math.round(millis / 1000.0) + " s; " + Math.round((System.nanoTime() - runStart) / 1e9) + " s so far");
        console.flush();
      }
    }
    return checks;
  }

  /** Validates one pair. */
  public static PairCheck check(Codec codec, Dataset<?> dataset) {
    RoundTrip.Result result = RoundTrip.check(codec, dataset);
    Sizes sizes = result.status() == RoundTrip.Status.PASSED ? Sizes.of(result.encoded()) : null;
    return new PairCheck(codec, dataset, result.status(), result.message(), sizes, result.unsafe());
  }

  public boolean passed() {
    return status == RoundTrip.Status.PASSED;
  }

  /** "passed", "failed" or "declined"; "passed, unsafe" for a pair whose decoded values alias the input. */
  public String statusLabel() {
    return status.name().toLowerCase(java.util.Locale.ROOT) + (unsafe ? ", " + dev.serbench.api.CodecProperties.UNSAFE : "");
  }
}
