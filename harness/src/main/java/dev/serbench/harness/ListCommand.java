package dev.serbench.harness;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.DeclinedException;
import dev.serbench.api.Operation;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code list}: codecs with their properties, datasets with their encoded size range, supported pairs. */
@Command(name = "list", mixinStandardHelpOptions = true,
    description = "List codecs with their properties, datasets with their encoded size range across codecs, "
        + "and the supported (codec, dataset) pairs.")
final class ListCommand implements Callable<Integer> {

  @ParentCommand
  private Main main;

  @Mixin
  private Selection selection;

  @Option(names = "--no-sizes", description = "Skip encoding every dataset to show its size range (faster).")
  private boolean noSizes;

  @Option(names = "--quiet", description = "No progress lines on stderr.")
  private boolean quiet;

  @Override
  public Integer call() {
    PrintWriter out = main.out();
    CodecRegistry registry = Registry.load(main.err());
    List<Codec> codecs = selection.codecs(registry);
    List<Dataset<?>> datasets = selection.datasets(false);
    // Group-large datasets (gigabytes of values) are sized only when named by id, as run --quick does.
    java.util.Set<String> sized = new java.util.HashSet<>(selection.datasets(true).stream().map(Dataset::id).toList());

    out.println("Codecs (" + codecs.size() + ")");
    TextTable codecTable = new TextTable("codec", "format", "library", "version", "text/binary", "schema", "api",
        "zero-copy", "cross-language", "timestamps", "buffer reuse", "times", "variants");
    for (Codec codec : codecs) {
      CodecProperties p = codec.properties();
      codecTable.row(p.id(), p.format(), p.library(), p.libraryVersion(), p.encoding().label(), yesNo(p.schemaRequired()),
          p.api().label(), yesNo(p.zeroCopy()), yesNo(p.crossLanguage()), p.timestampPrecision().label(),
          yesNo(p.reusesBuffers()), p.operations().stream().map(Operation::method).collect(Collectors.joining(",")),
          String.join(", ", p.variants()));
    }
    codecTable.print(out);
    out.println();
    for (Codec codec : codecs) {
      CodecProperties p = codec.properties();
      String rules = p.fidelityRules().isEmpty() ? "" : " Fidelity rules: " + String.join("; ", p.fidelityRules()) + ".";
      out.println("  " + p.id() + ": " + p.notes() + rules);
    }

    out.println();
    out.println("Datasets (" + datasets.size() + "; group large is skipped by run --quick unless named)");
    TextTable datasetTable = new TextTable("dataset", "family", "group", "values", "encoded bytes (min-max across library codecs)",
        "description").right(3);
    List<String> declines = new ArrayList<>();
    int supported = 0;
    int n = 0;
    for (Dataset<?> dataset : datasets) {
      n++;
      boolean sizing = !noSizes && sized.contains(dataset.id());
      if (sizing && !quiet) {
        main.err().println("list: sizing " + dataset.id() + " (" + n + "/" + datasets.size() + "; --no-sizes skips this)");
        main.err().flush();
      }
      long min = Long.MAX_VALUE;
      long max = 0;
      for (Codec codec : codecs) {
        if (!sized.contains(dataset.id()) && codec.properties().floor()) {
          // Floors take every dataset; memcpy's binding would encode this one with every codec.
          supported++;
          continue;
        }
        try {
          Binding<?, ?, ?> binding = codec.bind(dataset);
          supported++;
          // Floors (noop's one-byte messages, memcpy) would only blur the range of real encodings.
          if (sizing && !codec.properties().floor()) {
            long[] range = encodedRange(binding, dataset);
            min = Math.min(min, range[0]);
            max = Math.max(max, range[1]);
          }
        } catch (DeclinedException e) {
          declines.add(codec.id() + " x " + dataset.id() + ": " + e.getMessage());
        } catch (Exception | LinkageError e) {
          declines.add(codec.id() + " x " + dataset.id() + ": FAILS: " + e);
        }
      }
      String range = noSizes ? "-" : !sizing ? "not sized (large: name it)" : min == Long.MAX_VALUE ? "n/a" : min + " - " + max;
      datasetTable.row(dataset.id(), dataset.family(), dataset.large() ? "large" : "default",
          sizing ? String.valueOf(dataset.values().size()) : "-", range, dataset.description());
      dataset.release();
    }
    datasetTable.print(out);

    out.println();
    out.println("Pairs: " + supported + " supported of " + codecs.size() * datasets.size()
        + (declines.isEmpty() ? "; none declined." : "; declined or failing:"));
    declines.forEach(d -> out.println("  " + d));
    return 0;
  }

  @SuppressWarnings("unchecked")
  private static <T> long[] encodedRange(Binding<T, ?, ?> binding, Dataset<?> dataset) throws Exception {
    return encodedRangeTyped((Binding<T, Object, ?>) binding, (List<T>) dataset.values());
  }

  private static <T> long[] encodedRangeTyped(Binding<T, Object, ?> binding, List<T> values) throws Exception {
    long min = Long.MAX_VALUE;
    long max = 0;
    for (T value : values) {
      int length = binding.encode(binding.fromModel(value)).length;
      min = Math.min(min, length);
      max = Math.max(max, length);
    }
    return new long[] {min, max};
  }

  static String yesNo(boolean value) {
    return value ? "yes" : "no";
  }
}
