package dev.serbench.harness;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.DeclinedException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code dump}: the encoded bytes of one value, to inspect them or check them with another tool. */
@Command(name = "dump", mixinStandardHelpOptions = true,
    description = "Write the encoded bytes of one dataset value (to stdout, or to a file with --out).")
final class DumpCommand implements Callable<Integer> {

  @ParentCommand
  private Main main;

  @Option(names = "--codec", required = true, paramLabel = "ID", description = "The codec id.")
  private String codec;

  @Option(names = "--dataset", required = true, paramLabel = "ID", description = "The dataset id.")
  private String dataset;

  @Option(names = "--index", paramLabel = "N", defaultValue = "0",
      description = "Which value of the dataset (default: ${DEFAULT-VALUE}).")
  private int index;

  @Option(names = "--out", paramLabel = "FILE", description = "Write to FILE instead of stdout.")
  private Path out;

  @Override
  public Integer call() throws Exception {
    CodecRegistry registry = Registry.load(main.err());
    Codec selected = registry.select(codec).get(0);
    Dataset<?> data = dev.serbench.api.Datasets.select(dataset, false).stream()
        .filter(d -> d.id().equals(dataset)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("--dataset takes one dataset id, not '" + dataset + "'"));
    if (index < 0 || index >= data.values().size()) {
      throw new IllegalArgumentException("--index " + index + " is out of range: " + data.id() + " has "
          + data.values().size() + " values");
    }
    byte[] bytes;
    try {
      bytes = encode(selected, data);
    } catch (DeclinedException e) {
      main.err().println(selected.id() + " declines " + data.id() + ": " + e.getMessage());
      return Main.CHECK_FAILED;
    }
    if (out != null) {
      Files.write(out, bytes);
      main.err().println("wrote " + bytes.length + " bytes to " + out);
    } else {
      OutputStream raw = main.rawOut();
      raw.write(bytes);
      raw.flush();
    }
    return 0;
  }

  @SuppressWarnings("unchecked")
  private <T> byte[] encode(Codec selected, Dataset<T> data) throws Exception {
    Binding<T, Object, ?> binding = (Binding<T, Object, ?>) selected.bind(data);
    List<T> values = data.values();
    return binding.encode(binding.fromModel(values.get(index)));
  }
}
