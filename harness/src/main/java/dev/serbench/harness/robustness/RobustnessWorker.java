package dev.serbench.harness.robustness;

import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.DeclinedException;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The JVM that decodes corrupted inputs, one pair at a time, under a capped heap, so that a decoder that
 * hangs, exhausts memory or kills its JVM takes only this process with it. The coordinator
 * ({@link WorkerProcess}) talks to it over stdin and stdout, one line per message:
 *
 * <pre>
 * pair CODEC_CLASS DATASET SEED INPUTS  -> ready COUNT LENGTHS TID | declined REASON | invalid REASON
 * run FROM [KIND,..]                    -> one "OUTCOME DETAIL" line per input from FROM on, except those of
 *                                          the kinds given, then done; after out-of-memory and other-error
 *                                          also healthy | restart REASON
 * quit
 * </pre>
 *
 * <p>Replies start with {@value #PREFIX} and the CPU time the decoding (main) thread has used (ns), so
 * that anything else a library or the JVM writes to stdout is told apart ({@code System.out} itself is
 * pointed at stderr), and so that the coordinator can tell a decoder that runs long from a busy
 * machine: TID, the main thread's Linux thread id (-1 if unknown), lets it read that thread's CPU time
 * while the decoder runs. The thread's time leaves out the JIT compilers and the collector, which work
 * in other threads at moments that have nothing to do with the input being decoded. The inputs are made here, from the
 * seed and the index, so that no message crosses the pipe. The codec is named by class, so that tests
 * can run codecs that the registry does not list.
 */
public final class RobustnessWorker {

  /** The start of every protocol line a worker writes. */
  static final String PREFIX = "#serbench ";

  private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

  private final PrintStream replies;
  private PairUnderTest<?, ?, ?> pair;
  private CorruptionPlan plan;

  private RobustnessWorker(PrintStream replies) {
    this.replies = replies;
  }

  public static void main(String[] args) throws IOException {
    dev.serbench.harness.ChildWatchdog.start();
    PrintStream replies = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
    System.setOut(System.err);
    // A decoder that loops never reads stdin again: end with the coordinator rather than outlive it.
    ProcessHandle.current().parent().ifPresent(parent -> parent.onExit().thenRun(() -> Runtime.getRuntime().halt(3)));
    BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    new RobustnessWorker(replies).serve(commands);
    System.exit(0);
  }

  private void serve(BufferedReader commands) throws IOException {
    for (String line = commands.readLine(); line != null; line = commands.readLine()) {
      String[] words = line.split(" ");
      switch (words[0]) {
        case "pair" -> prepare(words[1], words[2], Long.parseLong(words[3]), Integer.parseInt(words[4]));
        case "run" -> {
          if (!run(Integer.parseInt(words[1]), words.length > 2 ? Set.of(words[2].split(",")) : Set.of())) {
            return;
          }
        }
        case "quit" -> {
          return;
        }
        default -> reply("invalid unknown command '" + line + "'");
      }
    }
  }

  private void prepare(String codecClass, String datasetId, long seed, int inputs) {
    pair = null;
    try {
      Codec codec = (Codec) Class.forName(codecClass).getDeclaredConstructor().newInstance();
      Dataset<?> dataset = Datasets.find(datasetId)
          .orElseThrow(() -> new IllegalArgumentException("unknown dataset '" + datasetId + "'"));
      long start = System.nanoTime();
      PairUnderTest<?, ?, ?> prepared = PairUnderTest.prepare(codec, dataset);
      int[] lengths = prepared.lengths();
      for (int i = 0; i < lengths.length; i++) {
        String problem = prepared.checkValid(i);
        if (problem != null) {
          reply("invalid " + problem);
          return;
        }
      }
      warmUp(prepared, start);
      pair = prepared;
      plan = new CorruptionPlan(seed, codec.id(), dataset.id(), lengths, inputs);
      reply("ready " + plan.count() + " " + Arrays.stream(lengths).mapToObj(Integer::toString).collect(Collectors.joining(","))
          + " " + linuxThreadId());
    } catch (DeclinedException e) {
      reply("declined " + e.getMessage());
    } catch (Throwable e) {
      reply("invalid preparing the pair threw " + e.getClass().getSimpleName() + ": " + e.getMessage());
    }
  }

  /**
   * Decodes the first valid message a few times, until a second after preparing began, so that the
   * first inputs are not timed in the interpreter (a large message, decoded cold, can take longer than
   * the time limit; checking it already warmed its decoder up).
   */
  private static void warmUp(PairUnderTest<?, ?, ?> pair, long start) {
    long end = start + 1_000_000_000L;
    for (int i = 0; i < 10 && System.nanoTime() < end; i++) {
      pair.checkValid(0);
    }
  }

  /**
   * Decodes the inputs from {@code from} on, except those of the {@code skipped} kinds; false when this
   * worker must end (an Error left it unusable).
   */
  private boolean run(int from, Set<String> skipped) {
    if (pair == null) {
      reply("invalid no pair is prepared");
      return true;
    }
    for (int i = from; i < plan.count(); i++) {
      Corruption corruption = plan.at(i);
      if (skipped.contains(corruption.kind())) {
        continue;
      }
      PairUnderTest.Result result = pair.decode(corruption);
      reply(result.outcome().label() + " " + result.detail());
      if (result.outcome().isError()) {
        // The Error may have left the binding or the heap broken: prove the valid message still decodes.
        String problem = pair.checkValid(0);
        if (problem != null) {
          reply("restart " + problem);
          return false;
        }
        reply("healthy");
      }
    }
    reply("done");
    return true;
  }

  /** The calling thread's id in /proc ({@code /proc/thread-self} links to PID/task/TID), or -1. */
  private static long linuxThreadId() {
    try {
      return Long.parseLong(Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString());
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  /** Writes one reply, after the CPU time the main thread has used so far, which the coordinator's hang rule reads. */
  private void reply(String line) {
    replies.println(PREFIX + CPU.getCurrentThreadCpuTime() + " " + Text.shorten(line));
    replies.flush();
  }
}
