package dev.serbench.harness.allocs;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.DeclinedException;
import dev.serbench.api.Operation;
import dev.serbench.harness.TimedPair;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The JVM that counts: started by {@link AllocationPass} with the agent, it prepares each pair with
 * {@link TimedPair} (the object the JMH benchmark calls) and counts every operation the task names.
 *
 * <p>Usage: {@code java -javaagent:AGENT.jar -cp benchmarks.jar dev.serbench.harness.allocs.AllocsWorker
 * TASKS RESULTS [CODEC_CLASS ...]}. TASKS holds one task a line, {@code codec<TAB>dataset<TAB>encode,decode}.
 * One JSON object a line is appended to RESULTS, flushed at once so that a JVM that dies leaves what it
 * counted: an {@link AllocsFile.Entry}, an {@link AllocsFile.Failure}, or {@code {codec, dataset, declined}}.
 * CODEC_CLASS names codec classes to use besides the registered ones (tests use unregistered codecs).
 */
public final class AllocsWorker {

  private static final ObjectMapper JSON = new ObjectMapper();
  /**
   * Preparing one value (converting, encoding, decoding it) slower than this under the agent means each
   * operation takes about {@link AllocationCounter}'s counting time or more, so it is counted in a call
   * or two: the pair then keeps two values ({@link TimedPair#prepareForCounting}).
   */
  static final long SLOW_VALUE_NANOS = 150_000_000L;

  private final Map<String, Codec> codecs = new LinkedHashMap<>();
  private final OutputStream results;
  /** Null when the agent is not attached: then every task fails, saying so. */
  private final AllocationCounter counter;

  private AllocsWorker(OutputStream results) {
    this.results = results;
    this.counter = AllocationCounter.agentAttached() ? new AllocationCounter() : null;
  }

  public static void main(String[] args) throws Exception {
    dev.serbench.harness.ChildWatchdog.start();
    if (args.length < 2) {
      System.err.println("usage: AllocsWorker TASKS RESULTS [CODEC_CLASS ...]");
      System.exit(2);
    }
    List<String> tasks = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
    try (OutputStream results = Files.newOutputStream(Path.of(args[1]), StandardOpenOption.CREATE,
        StandardOpenOption.APPEND)) {
      AllocsWorker worker = new AllocsWorker(results);
      CodecRegistry.load().all().forEach(c -> worker.codecs.put(c.id(), c));
      for (int i = 2; i < args.length; i++) {
        Codec codec = (Codec) Class.forName(args[i]).getDeclaredConstructor().newInstance();
        worker.codecs.put(codec.id(), codec);
      }
      String dataset = null;
      long start = System.nanoTime();
      int pairs = 0;
      for (String line : tasks) {
        if (line.isBlank()) {
          continue;
        }
        String[] task = line.split("\t");
        if (!task[1].equals(dataset)) {
          progress(dataset, pairs, start);
          dataset = task[1];
          start = System.nanoTime();
          pairs = 0;
        }
        worker.count(task);
        pairs++;
      }
      progress(dataset, pairs, start);
    }
    // Codecs may leave non-daemon threads (thread pools) behind.
    System.exit(0);
  }

  private static void progress(String dataset, int pairs, long start) {
    if (dataset != null) {
      System.out.printf(Locale.ROOT, "%s: %d pairs in %.1f s%n", dataset, pairs, (System.nanoTime() - start) / 1e9);
    }
  }

  private void count(String[] task) throws IOException {
    String codecId = task[0];
    String datasetId = task[1];
    List<Operation> operations = new ArrayList<>();
    for (String method : task[2].split(",")) {
      operations.add(Operation.ofMethod(method));
    }
    if (counter == null) {
      failAll(codecId, datasetId, operations, "the allocation agent is not attached to the worker JVM "
          + "(it must start with -javaagent:java-allocation-instrumenter.jar)");
      return;
    }
    Codec codec = codecs.get(codecId);
    Dataset<?> dataset = Datasets.find(datasetId).orElse(null);
    if (codec == null || dataset == null) {
      failAll(codecId, datasetId, operations, codec == null ? "unknown codec '" + codecId + "'"
          : "unknown dataset '" + datasetId + "'");
      return;
    }
    TimedPair pair;
    try {
      pair = TimedPair.prepareForCounting(codec, dataset, SLOW_VALUE_NANOS);
    } catch (DeclinedException e) {
      write(Map.of("codec", codecId, "dataset", datasetId, "declined", String.valueOf(e.getMessage())));
      return;
    } catch (Throwable e) {
      failAll(codecId, datasetId, operations, "could not prepare the pair: " + describe(e));
      return;
    }
    // The number of distinct values TimedPair steps through (its power-of-two count; 1 for slow values).
    int cycle = pair.valueCount();
    for (Operation operation : operations) {
      try {
        AllocationCounter.Count count = counter.measure(call(pair, operation), cycle);
        write(new AllocsFile.Entry(codecId, datasetId, operation.method(), count.calls(), count.allocationsPerCall(),
            count.bytesPerCall()));
      } catch (Throwable e) {
        write(new AllocsFile.Failure(codecId, datasetId, operation.method(), operation.method() + " threw " + describe(e)));
      }
    }
  }

  private static AllocationCounter.Operation call(TimedPair pair, Operation operation) {
    return switch (operation) {
      case ENCODE -> pair::encode;
      case DECODE -> pair::decode;
      case FROM_MODEL -> pair::fromModel;
      case TO_MODEL -> pair::toModel;
    };
  }

  private void failAll(String codec, String dataset, List<Operation> operations, String message) throws IOException {
    for (Operation operation : operations) {
      write(new AllocsFile.Failure(codec, dataset, operation.method(), message));
    }
  }

  private void write(Object line) throws IOException {
    results.write(JSON.writeValueAsBytes(line));
    results.write('\n');
    results.flush();
  }

  private static String describe(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String message = e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    return root == e ? message : message + " (cause: " + root.getClass().getName()
        + (root.getMessage() == null ? "" : ": " + root.getMessage()) + ")";
  }
}
