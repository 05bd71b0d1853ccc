package dev.serbench.harness;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code benchmarks.jar} command line: {@code list}, {@code validate}, {@code run}, {@code allocs},
 * {@code robustness} and {@code dump}.
 *
 * <p>Exit codes: 0 success, 1 a check failed (a pair did not validate, a benchmark failed), 2 bad usage
 * (an unknown option, codec or dataset; an output that already holds results), 3 an output that cannot
 * be written (or a write that failed), 4 another serbench run holds the machine's lock.
 */
@Command(
    name = "java -jar harness/target/benchmarks.jar",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "serbench: serialization benchmarks for the JVM.",
    subcommands = {ListCommand.class, ValidateCommand.class, RunCommand.class, AllocsCommand.class,
        RobustnessCommand.class, DumpCommand.class, dev.serbench.harness.go.GoCommand.class,
        CommandLine.HelpCommand.class})
public final class Main implements Runnable {

  /** Exit code of a failed check. */
  public static final int CHECK_FAILED = 1;
  /** Exit code of bad usage. */
  public static final int USAGE = 2;
  /** Exit code of an output location that cannot be written. */
  public static final int IO_ERROR = 3;
  /** Exit code of a run refused because another one holds the lock. */
  public static final int BUSY = 4;

  private final PrintWriter out;
  private final PrintWriter err;
  private final OutputStream rawOut;
  private final List<String> args;

  Main(OutputStream rawOut, PrintWriter out, PrintWriter err, String[] args) {
    this.rawOut = rawOut;
    this.args = List.of(args);
    this.out = out;
    this.err = err;
  }

  public static void main(String[] args) {
    int code = run(args, System.out, System.err);
    System.exit(code);
  }

  /** Runs one command line with the given streams and returns its exit code. */
  public static int run(String[] args, PrintStream stdout, PrintStream stderr) {
    PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(stdout, StandardCharsets.UTF_8), true);
    PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(stderr, StandardCharsets.UTF_8), true);
    Main main = new Main(stdout, out, err, args);
    CommandLine cli = new CommandLine(main)
        .setOut(out)
        .setErr(err)
        .setExecutionExceptionHandler((e, commandLine, parseResult) -> {
          if (e instanceof IllegalArgumentException) {
            commandLine.getErr().println("error: " + e.getMessage());
            return USAGE;
          }
          if (e instanceof RefusedException refused) {
            commandLine.getErr().println("error: " + e.getMessage());
            return refused.exitCode();
          }
          if (e instanceof OutputException) {
            commandLine.getErr().println("error: " + e.getMessage());
            return IO_ERROR;
          }
          if (e instanceof java.io.IOException || e instanceof java.io.UncheckedIOException) {
            commandLine.getErr().println("error: I/O: " + OutputLocation.reason((Exception) e)
                + (e.getMessage() != null && !OutputLocation.reason((Exception) e).contains(e.getMessage())
                    ? " (" + e.getMessage() + ")" : ""));
            return IO_ERROR;
          }
          throw e;
        });
    int code = cli.execute(args);
    out.flush();
    err.flush();
    return code;
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(new CommandLine(this),
        "a command is required: list, validate, run, allocs, robustness, go or dump");
  }

  PrintWriter out() {
    return out;
  }

  PrintWriter err() {
    return err;
  }

  /** The command line's arguments, as given. */
  List<String> args() {
    return args;
  }

  OutputStream rawOut() {
    return rawOut;
  }

  /** The version from the jar's manifest. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"serbench " + Environment.serbenchVersion()};
    }
  }
}
