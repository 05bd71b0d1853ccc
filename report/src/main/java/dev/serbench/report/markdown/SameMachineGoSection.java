package dev.serbench.report.markdown;

import dev.serbench.report.ReportException;
import dev.serbench.report.go.GoBenchFile;
import dev.serbench.report.go.GoBenchmark;
import dev.serbench.report.go.GoMatch;
import dev.serbench.report.go.GoSample;
import dev.serbench.report.go.SameMachineGo;
import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Estimate;
import dev.serbench.report.run.Op;
import dev.serbench.report.run.Run;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Go on the same machine": the Go run that serbench's {@code go} command wrote into the results
 * directory ({@code go/bench.txt}), as JVM/Go ratios per mapped dataset with both sides' intervals,
 * then Go's own figures. Rendered only when the directory has that file.
 */
final class SameMachineGoSection {

  /** One JVM-vs-Go pairing: which JVM rows compete (the fastest one per operation) and which Go codec labels. */
  record Pairing(String label, Predicate<CodecRow> jvm, Set<String> goCodecs) {}

  static final List<Pairing> PAIRINGS = List.of(
      new Pairing("best JVM JSON vs encoding/json", r -> r.ranked() && "JSON".equals(r.codec().format()),
          Set.of("JSON", "Json")),
      new Pairing("best JVM binary vs gob", SameMachineGoSection::binaryLibrary, Set.of("Gob")),
      new Pairing("best JVM binary vs hand-written binary", SameMachineGoSection::binaryLibrary, Set.of("Binary")),
      new Pairing("jdk vs gob", r -> r.codec().id().equals("jdk"), Set.of("Gob")),
      new Pairing("protobuf vs golang protobuf", r -> r.codec().id().equals("protobuf"), Set.of("Proto", "Goprotobuf")),
      new Pairing("best JVM binary vs msgp", SameMachineGoSection::binaryLibrary, Set.of("Msgp")));

  /** A Go benchmark's sample and what the mapping made of it. */
  record Mapped(GoSample sample, GoMatch match) {}

  private SameMachineGoSection() {}

  private static boolean binaryLibrary(CodecRow r) {
    return r.ranked() && "binary".equals(r.codec().encoding());
  }

  /** One part's Go run, with the datasets that part measured on the JVM and its samples, mapped or not. */
  private record Source(Run.GoDir dir, GoBenchFile file, List<Mapped> mapped, List<GoSample> unmapped) {}

  /** The Go runs of the run's parts, in part order (one for a run of one directory). */
  private static List<Source> sources(RenderContext ctx) {
    List<Source> sources = new ArrayList<>();
    for (Run.GoDir dir : ctx.run().goDirs()) {
      GoBenchFile file = read(dir.dir());
      if (file != null) {
        List<Mapped> mapped = new ArrayList<>();
        List<GoSample> unmapped = new ArrayList<>();
        split(ctx, file, mapped, unmapped);
        sources.add(new Source(dir, file, mapped, unmapped));
      }
    }
    return sources;
  }

  /**
   * The Go samples shown, in file order: for each dataset, those of the Go run made beside the part that
   * measured the dataset on the JVM, or, when that part has none for it, of the first Go run that has it.
   */
  private static List<Mapped> chosen(List<Source> sources) {
    Map<String, Source> bySet = new java.util.HashMap<>();
    for (Source source : sources) {
      for (Mapped m : source.mapped()) {
        String dataset = m.match().dataset();
        Source current = bySet.get(dataset);
        if (current == null || (!current.dir().datasets().contains(dataset) && source.dir().datasets().contains(dataset))) {
          bySet.put(dataset, source);
        }
      }
    }
    List<Mapped> chosen = new ArrayList<>();
    for (Source source : sources) {
      source.mapped().stream().filter(m -> bySet.get(m.match().dataset()) == source).forEach(chosen::add);
    }
    return chosen;
  }

  /** The sources that supply at least one of {@code chosen}. */
  private static List<Source> used(List<Source> sources, List<Mapped> chosen) {
    return sources.stream().filter(s -> s.mapped().stream().anyMatch(chosen::contains)).toList();
  }

  /** For a run of several Go runs: which datasets the later ones give, and when they ran. */
  private static String others(List<Source> used, List<Mapped> chosen) {
    StringBuilder out = new StringBuilder();
    for (Source s : used.subList(1, used.size())) {
      List<String> datasets = chosen.stream().filter(s.mapped()::contains).map(m -> "`" + m.match().dataset() + "`")
          .distinct().toList();
      out.append(" For ").append(String.join(", ", datasets)).append(": the Go run beside the part in `")
          .append(s.dir().dir().getFileName()).append("` (").append(goWhen(s.file())).append(").");
    }
    return out.toString();
  }

  /**
   * The run's Go runs as the sections show them: every part's, the samples chosen per dataset, the runs
   * that supply them, and the first of those (whose caption and machine the text names); null without any.
   */
  private record GoRuns(List<Source> sources, List<Mapped> mapped, List<Source> used, GoBenchFile first) {
    static GoRuns of(RenderContext ctx) {
      List<Source> sources = SameMachineGoSection.sources(ctx);
      if (sources.isEmpty()) {
        return null;
      }
      List<Mapped> mapped = chosen(sources);
      List<Source> used = SameMachineGoSection.used(sources, mapped);
      return new GoRuns(sources, mapped, used, (used.isEmpty() ? sources : used).get(0).file());
    }
  }

  static String render(RenderContext ctx) {
    GoRuns runs = GoRuns.of(ctx);
    if (runs == null) {
      return "";
    }
    List<Source> sources = runs.sources();
    List<Mapped> mapped = runs.mapped();
    List<Source> used = runs.used();
    GoBenchFile go = runs.first();
    List<GoSample> unmapped = new ArrayList<>();
    sources.forEach(s -> s.unmapped().stream()
        .filter(u -> unmapped.stream().noneMatch(x -> x.name().equals(u.name()))).forEach(unmapped::add));
    StringBuilder out = new StringBuilder("### Go on the same machine\n\n");
    out.append("The Go studies' benchmarks on serbench's values, run by `java -jar harness/target/benchmarks.jar go` "
        + "on this machine (`").append(SameMachineGo.FILE).append("`: ").append(go.machine()).append("; JVM run: ")
        .append(orNa(ctx.run().metadata().environment().cpuModel())).append(", ")
        .append(orNa(ctx.run().metadata().startedAt())).append(" to ").append(orNa(ctx.run().metadata().finishedAt()))
        .append(").");
    for (String line : go.description()) {
      out.append(" ").append(line.endsWith(".") ? line : line + ".");
    }
    if (used.size() > 1) {
      out.append(others(used, mapped));
    }
    String goCpu = go.headers().getOrDefault("cpu", "");
    String jvmCpu = ctx.run().metadata().environment().cpuModel();
    if (!goCpu.isEmpty() && jvmCpu != null && !jvmCpu.isEmpty() && !goCpu.equals(jvmCpu)) {
      out.append(" **The CPUs differ** (Go: ").append(goCpu).append("; JVM: ").append(jvmCpu).append(").");
    }
    out.append(" JVM/Go is JVM ns/op divided by Go ns/op: below 1 the JVM is faster. Intervals are 99.9%: JMH's "
        + "error for the JVM, Student's t over the `-count` samples for Go (n/a with one sample); the ratio's "
        + "interval combines both ends. The JVM side is the fastest codec of the kind for that operation.\n\n");
    out.append(ratios(ctx, mapped));
    out.append("\n#### Go results\n\n").append(goTable(mapped));
    if (!unmapped.isEmpty()) {
      out.append("\nNot mapped to a serbench dataset: ")
          .append(String.join(", ", unmapped.stream().map(s -> "`" + s.name() + "`").toList())).append(".\n");
    }
    return out.toString();
  }

  /**
   * The README's summary of the same-machine Go run: one row per mapped dataset, one column per
   * pairing, each cell the encode and decode JVM/Go ratios ({@code ~} where the ratio's interval
   * includes 1: no difference outside the noise). Empty when the directory has no Go run.
   */
  static String renderSummary(RenderContext ctx, String reportLink) {
    return renderSummary(ctx, reportLink, "Go on the same machine: JVM/Go");
  }

  /** {@link #renderSummary(RenderContext, String)} under the heading {@code title}. */
  static String renderSummary(RenderContext ctx, String reportLink, String title) {
    GoRuns runs = GoRuns.of(ctx);
    if (runs == null) {
      return "";
    }
    List<Mapped> mapped = runs.mapped();
    List<Source> giving = runs.used();
    GoBenchFile go = runs.first();
    // Per mapped dataset, the cell of each pairing that has a Go benchmark for it.
    Map<String, Map<Pairing, String>> cells = new LinkedHashMap<>();
    for (DatasetInfo d : ctx.run().datasets()) {
      List<Mapped> forDataset = mapped.stream().filter(m -> d.id().equals(m.match().dataset())).toList();
      if (forDataset.isEmpty()) {
        continue;
      }
      List<CodecRow> rows = CodecRow.of(ctx.run(), d);
      Map<Pairing, String> row = new LinkedHashMap<>();
      for (Pairing p : PAIRINGS) {
        List<String> ops = new ArrayList<>();
        for (Op op : Op.ENCODE_DECODE) {
          CodecRow jvm = best(rows, p, op);
          Mapped g = goFor(forDataset, p, op);
          ops.add(jvm == null || g == null ? Numbers.NA : shortRatio(jvm.time(op), g.sample().time()));
        }
        if (!ops.stream().allMatch(Numbers.NA::equals)) {
          row.put(p, String.join(" / ", ops));
        }
      }
      cells.put(d.id(), row);
    }
    List<Pairing> used = PAIRINGS.stream().filter(p -> cells.values().stream().anyMatch(r -> r.containsKey(p))).toList();
    if (used.isEmpty()) {
      return "";
    }
    MarkdownTable t = new MarkdownTable().text("dataset");
    used.forEach(p -> t.number(p.label()));
    cells.forEach((dataset, row) -> {
      List<String> line = new ArrayList<>(List.of("`" + dataset + "`"));
      used.forEach(p -> line.add(row.getOrDefault(p, Numbers.NA)));
      t.row(line);
    });
    return "### " + title + "\n\n"
        + "JVM ns/op divided by Go ns/op, `encode / decode`, for the Go studies' benchmarks on serbench's values, "
        + "run by `java -jar harness/target/benchmarks.jar go` on this machine (" + goWhen(go)
        + "; JVM run " + orNa(ctx.run().metadata().startedAt()) + " to " + orNa(ctx.run().metadata().finishedAt())
        + ")." + (giving.size() > 1 ? others(giving, mapped) : "") + " Below 1 the JVM is faster; `~` marks a ratio whose 99.9% interval includes 1. The JVM side is the "
        + "fastest codec of the kind per operation; the codecs, both sides' intervals and Go's own figures are in "
        + "[the full report](" + reportLink + ").\n\n" + t.render();
  }

  /** The {@code from X to Y} of the go command's description line. */
  private static final Pattern GO_TIMES = Pattern.compile("from (\\S+) to (\\S+?)\\.?$");

  /** The Go run's caption and, when its description has one, its {@code from X to Y}. */
  private static String goWhen(GoBenchFile go) {
    String caption = go.description().isEmpty() ? go.name() : go.description().get(0);
    caption = caption.replaceFirst("^Go on this machine: ", "").replaceFirst("\\.$", "");
    for (String line : go.description()) {
      Matcher m = GO_TIMES.matcher(line);
      if (m.find()) {
        return caption + ", Go run " + m.group(1) + " to " + m.group(2);
      }
    }
    return caption;
  }

  private static CodecRow best(List<CodecRow> rows, Pairing p, Op op) {
    return rows.stream().filter(p.jvm()).filter(r -> r.time(op) != null && !Double.isNaN(r.nanos(op)))
        .min(Comparator.comparingDouble(r -> r.nanos(op))).orElse(null);
  }

  /** {@code 0.45}, or {@code ~0.98} when the interval of the ratio includes 1. */
  static String shortRatio(Estimate jvm, Estimate go) {
    String ratio = twoDigits(jvm.score() / go.score());
    double[] interval = ratioInterval(jvm, go);
    return interval != null && interval[0] <= 1 && interval[1] >= 1 ? "~" + ratio : ratio;
  }

  /** The interval of JVM/Go from the ends of both sides' intervals, or null when either side has none. */
  private static double[] ratioInterval(Estimate jvm, Estimate go) {
    if (!jvm.hasError() || !go.hasError() || go.low() <= 0) {
      return null;
    }
    return new double[] {Math.max(0, jvm.low()) / go.high(), jvm.high() / go.low()};
  }

  /** The Go benchmark of {@code p}'s Go codecs for {@code op}, among a dataset's, or null. */
  private static Mapped goFor(List<Mapped> forDataset, Pairing p, Op op) {
    return forDataset.stream().filter(m -> m.match().op() == op && p.goCodecs().contains(m.match().codec()))
        .findFirst().orElse(null);
  }

  /** Sorts the Go run's samples into those that map to a dataset and the others. */
  private static void split(RenderContext ctx, GoBenchFile go, List<Mapped> mapped, List<GoSample> unmapped) {
    for (GoSample s : GoSample.of(go.benchmarks())) {
      GoMatch m = ctx.goMapping().map(s.first());
      if (m.mapped()) {
        mapped.add(new Mapped(s, m));
      } else {
        unmapped.add(s);
      }
    }
  }

  /** A ratio with two decimals, or two significant digits below 0.1 ({@code 0.0016}, not {@code 0.00}). */
  static String twoDigits(double ratio) {
    if (Double.isNaN(ratio) || ratio >= 0.1 || ratio <= 0) {
      return Numbers.ratio(ratio);
    }
    int decimals = Math.min(6, 1 - (int) Math.floor(Math.log10(ratio)));
    java.math.BigDecimal rounded = new java.math.BigDecimal(ratio).setScale(decimals, java.math.RoundingMode.HALF_UP);
    // 0.09996 rounds up to 0.100: shown as the ratios from 0.1 up are, 0.10.
    return rounded.compareTo(new java.math.BigDecimal("0.1")) >= 0 ? Numbers.ratio(ratio) : rounded.toPlainString();
  }

  /** The directory's go/bench.txt, or null when it has none. */
  private static GoBenchFile read(java.nio.file.Path dir) {
    try {
      return SameMachineGo.read(dir);
    } catch (ReportException e) {
      // ReportJob reads the file before rendering, so a bad file has already been reported.
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  private static String ratios(RenderContext ctx, List<Mapped> mapped) {
    MarkdownTable t = new MarkdownTable().text("dataset").text("op").text("pairing").text("JVM codec")
        .number("JVM ns/op").text("Go codec").number("Go ns/op").number("JVM/Go");
    for (DatasetInfo d : ctx.run().datasets()) {
      List<Mapped> forDataset = mapped.stream().filter(m -> d.id().equals(m.match().dataset())).toList();
      if (forDataset.isEmpty()) {
        continue;
      }
      List<CodecRow> rows = CodecRow.of(ctx.run(), d);
      for (Op op : Op.ENCODE_DECODE) {
        for (Pairing p : PAIRINGS) {
          CodecRow jvm = best(rows, p, op);
          Mapped go = goFor(forDataset, p, op);
          if (jvm == null || go == null) {
            continue;
          }
          Estimate j = jvm.time(op);
          Estimate g = go.sample().time();
          t.row("`" + d.id() + "`", op.id(), p.label(), jvm.label(), Numbers.withError(j), go.match().codec(),
              goTime(go.sample()), ratio(j, g));
        }
      }
    }
    return t.isEmpty() ? "No dataset of this run has a Go benchmark of the same machine.\n" : t.render();
  }

  private static String goTable(List<Mapped> mapped) {
    MarkdownTable t = new MarkdownTable().text("Go benchmark").text("dataset").text("op").text("codec")
        .number("ns/op").number("B/op").number("allocs/op").number("MB/s").number("B/serial");
    for (Mapped m : mapped) {
      GoSample s = m.sample();
      t.row("`" + s.name() + "`", "`" + m.match().dataset() + "`", m.match().op().id(), m.match().codec(), goTime(s),
          Numbers.alloc(s.mean(GoBenchmark.BYTES_PER_OP)), Numbers.plain(s.mean(GoBenchmark.ALLOCS_PER_OP)),
          Numbers.rate(s.mean(GoBenchmark.MB_PER_S)), Numbers.bytes(s.mean(GoBenchmark.BYTES_SERIAL)));
    }
    return t.render();
  }

  /** Go's mean ns/op with its interval and the sample count: {@code 1,234 ± 12 (n=5)}. */
  static String goTime(GoSample s) {
    Estimate e = s.time();
    String value = e.hasError() ? Numbers.withError(e) : Numbers.time(e.score());
    return value + " (n=" + s.count() + ")";
  }

  /** JVM/Go with the interval from the ends of both intervals: {@code 0.45 (0.40-0.50)}. */
  static String ratio(Estimate jvm, Estimate go) {
    String ratio = Numbers.ratio(jvm.score() / go.score());
    double[] interval = ratioInterval(jvm, go);
    return interval == null ? ratio : ratio + " (" + Numbers.ratio(interval[0]) + "–" + Numbers.ratio(interval[1]) + ")";
  }

  private static String orNa(String s) {
    return s == null || s.isEmpty() ? Numbers.NA : s;
  }
}
