package dev.serbench.harness;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.DeclinedException;
import dev.serbench.api.FieldRules;
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
    // Sizing a group-large dataset builds and encodes its values (GBs): only when named by id.
    List<Dataset<?>> sized = selection.datasets(true);

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
      String timestamps = " Timestamps: " + (p.timestampRepresentation().isEmpty() ? "not declared"
          : p.timestampRepresentation()) + ".";
      out.println("  " + p.id() + ": " + p.notes() + timestamps + rules);
    }

    out.println();
    out.println("Datasets (" + datasets.size() + "; group large is skipped by run --quick unless named)");
    TextTable datasetTable = new TextTable("dataset", "family", "group", "distinct values",
        "mean encoded bytes per value (min-max across library codecs)", "description").right(3, 4);
    List<String> declines = new ArrayList<>();
    int supported = 0;
    int n = 0;
    for (Dataset<?> dataset : datasets) {
      n++;
      if (!noSizes && sized.contains(dataset) && !quiet) {
        main.err().println("list: sizing " + dataset.id() + " (" + n + "/" + datasets.size() + "; --no-sizes skips this)");
        main.err().flush();
      }
      double min = Double.MAX_VALUE;
      double max = 0;
      for (Codec codec : codecs) {
        if (codec.properties().floor()) {
          // memcpy's bind encodes the values with every codec (issue 13, item 6); floors bind every dataset.
          supported++;
          continue;
        }
        try {
          Binding<?, ?, ?> binding = codec.bind(dataset);
          supported++;
          // Floors (noop's one-byte messages, memcpy) would only blur the range of real encodings.
          if (!noSizes && sized.contains(dataset) && !codec.properties().floor()) {
            double mean = meanEncoded(binding, dataset);
            min = Math.min(min, mean);
            max = Math.max(max, mean);
          }
        } catch (DeclinedException e) {
          declines.add(codec.id() + " x " + dataset.id() + ": " + e.getMessage());
        } catch (Exception | LinkageError e) {
          declines.add(codec.id() + " x " + dataset.id() + ": FAILS: " + e);
        }
      }
      String range = noSizes ? "-" : !sized.contains(dataset) ? "(group large: name it to size it)"
          : min == Double.MAX_VALUE ? "n/a" : bytes(min) + " - " + bytes(max);
      datasetTable.row(dataset.id(), dataset.family(), dataset.large() ? "large" : "default", dataset.valueCount(),
          range, dataset.description());
      // One dataset's values at a time: list must run in a default 1 GB heap.
      dataset.release();
    }
    datasetTable.print(out);
    out.println();
    out.println("Field rules (the logical schema every codec writes), by family:");
    datasets.stream().collect(Collectors.toMap(Dataset::family, Dataset::fieldRules, (a, b) -> a,
        java.util.LinkedHashMap::new)).forEach((family, rules) -> out.println("  " + family + ": " + rules));
    out.println("  " + FieldRules.TIMESTAMP);

    out.println();
    out.println("Pairs: " + supported + " supported of " + codecs.size() * datasets.size()
        + (declines.isEmpty() ? "; none declined." : "; declined or failing:"));
    declines.forEach(d -> out.println("  " + d));
    return 0;
  }

  /** The mean encoded size of the dataset's values (every one of them, as in the results' sizes). */
  @SuppressWarnings("unchecked")
  private static <T> double meanEncoded(Binding<T, ?, ?> binding, Dataset<?> dataset) throws Exception {
    return meanEncodedTyped((Binding<T, Object, ?>) binding, (List<T>) dataset.values());
  }

  private static <T> double meanEncodedTyped(Binding<T, Object, ?> binding, List<T> values) throws Exception {
    long total = 0;
    for (T value : values) {
      total += binding.encode(binding.fromModel(value)).length;
    }
    return (double) total / values.size();
  }

  /** A mean size: whole bytes when it is one, else one decimal. */
  private static String bytes(double mean) {
    return mean == Math.rint(mean) ? String.valueOf((long) mean) : String.format(java.util.Locale.ROOT, "%.1f", mean);
  }

  static String yesNo(boolean value) {
    return value ? "yes" : "no";
  }
}
