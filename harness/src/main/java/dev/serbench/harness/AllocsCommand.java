package dev.serbench.harness;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.harness.allocs.AllocationPass;
import dev.serbench.harness.allocs.AllocsFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code allocs}: the allocation-counting pass alone, over the selected pairs. */
@Command(name = "allocs", mixinStandardHelpOptions = true,
    description = {
        "Count the objects and bytes each operation of the selected (codec, dataset) pairs allocates (allocs/op, B/op), "
            + "in a separate JVM with the java-allocation-instrumenter agent (no timing), "
            + "write DIR/allocs.json (refused if there is one, unless --force) and print the table.",
        "`run` does the same after JMH for the pairs it timed, unless --no-allocs. "
            + "Group-large datasets are counted only when named by id (minutes per pair under the agent). "
            + "Declined pairs are skipped; exit 1 if any operation could not be counted."})
final class AllocsCommand implements Callable<Integer> {

  @ParentCommand
  private Main main;

  @Mixin
  private Selection selection;

  @Option(names = "--out", paramLabel = "DIR", required = true,
      description = "Directory to write allocs.json to (created if missing), e.g. a results directory of `run`.")
  private Path out;

  @Option(names = "--force", description = "Move an existing DIR/allocs.json aside (to allocs.json.replaced-<time>) "
      + "instead of refusing it.")
  private boolean force;

  @Override
  public Integer call() throws Exception {
    CodecRegistry registry = Registry.load(main.err());
    List<Codec> codecs = selection.codecs(registry);
    selection.datasets(true);
    OutputLocation.require(out, "--out");
    try (RunLock lock = RunLock.acquire(Environment.command("benchmarks.jar allocs " + String.join(" ", main.args())))) {
      OutputLocation.freshFile(out, "allocs.json", force, main.out());
      return count(registry, codecs);
    }
  }

  private int count(CodecRegistry registry, List<Codec> codecs) throws java.io.IOException {
    // Group-large datasets take minutes per pair under the agent (gpb-complex-list-10: 187 million objects per
    // json-jackson decode): counted only when named by id.
    List<Dataset<?>> datasets = selection.datasets(true);
    List<AllocationPass.Task> tasks = new ArrayList<>();
    for (Dataset<?> dataset : datasets) {
      for (Codec codec : codecs) {
        tasks.add(AllocsTable.task(codec, dataset));
      }
    }
    AllocsFile allocs = AllocsTable.count(tasks, main,
        Environment.command("benchmarks.jar allocs " + String.join(" ", main.args())), out);
    main.out().println();
    AllocsTable.print(allocs, datasets, main.out());
    return allocs.failures().isEmpty() && registry.failures().isEmpty() ? 0 : Main.CHECK_FAILED;
  }
}
