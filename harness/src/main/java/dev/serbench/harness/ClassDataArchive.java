package dev.serbench.harness;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * A class-data-sharing archive of the benchmark jar, made once per run, so that each of the run's
 * thousands of measuring JVMs maps the JDK's, JMH's and the codecs' classes instead of loading and
 * verifying them again (JVM start-up was most of a run's fixed cost per fork).
 *
 * <p>The archive is made by a training JVM ({@link Training}) that binds every codec of the run to a
 * small dataset, runs each operation a few times and runs JMH once, with
 * {@code -XX:ArchiveClassesAtExit}. It only changes where classes come from, never the code the JIT
 * compiles; a measuring JVM that cannot use it (another JDK) loads its classes as without it
 * ({@code -Xshare:auto}). If the training JVM fails, the run goes on without an archive.
 */
final class ClassDataArchive {

  private ClassDataArchive() {}

  /** The training's dataset: small, and every codec binds it. */
  static final String DATASET = "person";

  /**
   * Makes the archive in {@code dir} for these codecs (id to provider class) with the timing JVMs' JDK
   * and the options the codecs declare, and returns the JVM arguments that use it, or none when it could
   * not be made.
   */
  static List<String> create(Path dir, Map<String, String> codecClasses, Path java, List<String> codecJvmArgs)
      throws IOException {
    Path archive = dir.resolve("serbench.jsa");
    Path work = dir.resolve("cds-training");
    Files.createDirectories(work);
    List<String> command = new ArrayList<>();
    command.add(java.toString());
    command.addAll(codecJvmArgs);
    command.add("-XX:ArchiveClassesAtExit=" + archive);
    command.add("-Xlog:cds=off");
    command.add("-Xlog:cds+dynamic=off");
    command.add("-D" + TimedPair.CODEC_CLASSES + "=" + codecClasses.entrySet().stream()
        .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(",")));
    command.add(ChildWatchdog.jvmArg());
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), Training.class.getName(), work.toString()));
    command.addAll(codecClasses.keySet());
    Process process = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(work.resolve("training.log").toFile()).start();
    try {
      if (!process.waitFor(5, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        return List.of();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      return List.of();
    }
    if (process.exitValue() != 0 || !Files.exists(archive)) {
      return List.of();
    }
    return List.of("-XX:SharedArchiveFile=" + archive, "-Xshare:auto", "-Xlog:cds=off", "-Xlog:cds+dynamic=off");
  }

  /** The training JVM: arguments are a work directory and the codec ids. */
  public static final class Training {

    private Training() {}

    public static void main(String[] args) throws Exception {
      ChildWatchdog.start();
      Path work = Path.of(args[0]);
      String first = null;
      for (int i = 1; i < args.length; i++) {
        try {
          TimedPair pair = TimedPair.prepare(args[i], DATASET);
          for (int n = 0; n < 20; n++) {
            pair.encode();
            pair.decode();
            pair.fromModel();
            pair.toModel();
          }
          first = first == null ? args[i] : first;
        } catch (Exception | LinkageError e) {
          // A codec that declines the training dataset or fails is trained without: its classes load as usual.
        }
      }
      if (first != null) {
        // JMH's own classes: one tiny benchmark run in this JVM.
        org.openjdk.jmh.runner.options.Options options = new org.openjdk.jmh.runner.options.OptionsBuilder()
            .include("^" + java.util.regex.Pattern.quote(CodecBenchmark.class.getName()) + "\\.encode$")
            .param("codec", first).param("dataset", DATASET)
            .forks(0).warmupIterations(1).warmupTime(org.openjdk.jmh.runner.options.TimeValue.milliseconds(10))
            .measurementIterations(1).measurementTime(org.openjdk.jmh.runner.options.TimeValue.milliseconds(10))
            .addProfiler(org.openjdk.jmh.profile.GCProfiler.class)
            .resultFormat(org.openjdk.jmh.results.format.ResultFormatType.JSON)
            .result(work.resolve("jmh-result.json").toString())
            .shouldFailOnError(false)
            .build();
        new org.openjdk.jmh.runner.Runner(options).run();
      }
      System.exit(0);
    }
  }
}
