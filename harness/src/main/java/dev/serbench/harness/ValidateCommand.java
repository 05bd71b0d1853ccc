package dev.serbench.harness;

import dev.serbench.api.CodecRegistry;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** {@code validate}: the round trip of every selected pair, compared with the canonical value. */
@Command(name = "validate", mixinStandardHelpOptions = true,
    description = "Round-trip every selected (codec, dataset) pair and compare with the canonical value. "
        + "Exit 1 if any pair failed.")
final class ValidateCommand implements Callable<Integer> {

  @ParentCommand
  private Main main;

  @Mixin
  private Selection selection;

  @Override
  public Integer call() {
    CodecRegistry registry = Registry.load(main.err());
    List<PairCheck> checks = PairCheck.checkAll(selection.codecs(registry), selection.datasets(false), main.err());
    boolean loadFailed = !registry.failures().isEmpty();
    return print(checks, main.out()) && !loadFailed ? 0 : Main.CHECK_FAILED;
  }

  /** Prints the validation table and the closing count line; true when nothing failed. */
  static boolean print(List<PairCheck> checks, PrintWriter out) {
    TextTable table = new TextTable("codec", "dataset", "result", "bytes", "fidelity rules", "detail").right(3);
    int passed = 0;
    int failed = 0;
    int declined = 0;
    int unsafe = 0;
    for (PairCheck check : checks) {
      switch (check.status()) {
        case PASSED -> passed++;
        case FAILED -> failed++;
        case DECLINED -> declined++;
      }
      if (check.unsafe()) {
        unsafe++;
      }
      String bytes = check.sizes() == null ? "" : check.sizes().min() == check.sizes().max()
          ? Long.toString(check.sizes().min()) : check.sizes().min() + "-" + check.sizes().max();
      table.row(check.codec().id(), check.dataset().id(), check.statusLabel(), bytes,
          String.join("; ", check.codec().properties().fidelityRules()), check.message());
    }
    table.print(out);
    out.println();
    if (declined > 0) {
      out.println(declined + " declined (reason in the detail column)");
    }
    if (unsafe > 0) {
      out.println(unsafe + " passed but unsafe: decoded values change when the input bytes are overwritten");
    }
    out.println(passed + " passed, " + failed + " failed");
    return failed == 0;
  }
}
