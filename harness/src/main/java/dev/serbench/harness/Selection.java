package dev.serbench.harness;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import java.util.List;
import picocli.CommandLine.Option;

/** The {@code --codecs} and {@code --datasets} options that several commands share. */
final class Selection {

  @Option(names = "--codecs", paramLabel = "IDS", description = "Comma-separated codec ids (default: all).")
  String codecs;

  @Option(names = "--datasets", paramLabel = "IDS",
      description = "Comma-separated dataset ids and globs such as event-* or gpb-* (default: all).")
  String datasets;

  /** The selected codecs; an unknown id is an IllegalArgumentException that lists the known ones. */
  List<Codec> codecs(CodecRegistry registry) {
    return registry.select(codecs);
  }

  /** The selected datasets; with {@code skipLarge}, group-large datasets only when named by id. */
  List<Dataset<?>> datasets(boolean skipLarge) {
    return Datasets.select(datasets, skipLarge);
  }
}
