package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.serbench.report.run.Run;
import dev.serbench.report.run.RunParts;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code report DIR1 DIR2 ...}: the shards of one run render as that run; parts that overlap, leave a gap
 * or differ in settings, JDK or machine are refused with the file and the reason.
 */
class RunMergeTest {

  @TempDir
  Path temp;
  Path unsplit;
  List<Path> shards;

  @BeforeEach
  void setUp() throws Exception {
    unsplit = Fixtures.copyVariantsRun(temp, "unsplit");
    shards = Shards.split(Fixtures.resource("fixture-run-variants"), temp, "shard", 2);
  }

  @Test
  void twoShardsRenderAsTheUnsplitRun() throws Exception {
    Fixtures.Result whole = Fixtures.cli(unsplit, "--out", temp.resolve("whole.md"));
    Fixtures.Result merged = Fixtures.cli(shards.get(0), shards.get(1), "--out", temp.resolve("merged.md"));
    assertEquals(0, whole.code(), whole.err());
    assertEquals(0, merged.code(), merged.err());
    String a = Fixtures.read(temp.resolve("whole.md"));
    String b = Fixtures.read(temp.resolve("merged.md"));
    assertTrue(b.contains("from the results directory `" + shards.get(0) + " + " + shards.get(1) + "`"), b);
    assertTrue(b.contains("--shard 1/2`; `") || b.contains("--shard 1/2; "), b);
    assertEquals(withoutProvenance(a, "unsplit"), withoutProvenance(b, "shard-1"));
    assertTrue(Files.isRegularFile(shards.get(0).resolve("report.md")), "the report goes to the first part");
    assertFalse(Files.exists(shards.get(1).resolve("report.md")));
    assertEquals(Fixtures.files(unsplit.resolve("charts")), Fixtures.files(shards.get(0).resolve("charts")));
    for (String chart : Fixtures.files(unsplit.resolve("charts"))) {
      assertEquals(Fixtures.read(unsplit.resolve("charts").resolve(chart)),
          Fixtures.read(shards.get(0).resolve("charts").resolve(chart)), chart);
    }
  }

  @Test
  void mergedCsvEqualsTheUnsplitRunsRowForRow() {
    Fixtures.Result whole = Fixtures.cli("csv", unsplit);
    Fixtures.Result merged = Fixtures.cli("csv", shards.get(1), shards.get(0));
    assertEquals(0, merged.code(), merged.err());
    assertEquals(whole.out(), merged.out());
  }

  @Test
  void theMergedRunHoldsEveryRowAllocationAndPairOfTheUnsplitOne() throws Exception {
    Run whole = dev.serbench.report.run.RunReader.read(unsplit);
    Run merged = RunParts.read(shards);
    assertEquals(List.copyOf(whole.jmh().results().keySet()), List.copyOf(merged.jmh().results().keySet()));
    assertEquals(whole.jmh().results(), merged.jmh().results());
    assertEquals(whole.allocs().entries(), merged.allocs().entries());
    assertEquals(whole.allocs().failures(), merged.allocs().failures());
    assertEquals(whole.robustness(), merged.robustness());
    assertEquals(whole.metadata().pairs(), merged.metadata().pairs());
    assertEquals(whole.metadata().environment(), merged.metadata().environment());
    assertEquals(null, merged.partial());
  }

  @Test
  void fourShardsInAnyOrderMergeToo() throws Exception {
    List<Path> four = Shards.split(Fixtures.resource("fixture-run-variants"), temp, "four", 4);
    Fixtures.Result whole = Fixtures.cli("csv", unsplit);
    Fixtures.Result merged = Fixtures.cli("csv", four.get(2), four.get(0), four.get(3), four.get(1));
    assertEquals(0, merged.code(), merged.err());
    assertEquals(whole.out(), merged.out());
  }

  @Test
  void overlapIsRefused() throws Exception {
    String theirs = Fixtures.read(shards.get(0).resolve("run-state.json"));
    String taken = theirs.substring(theirs.indexOf("\"planned\""));
    String key = taken.substring(taken.indexOf('[') + 1, taken.indexOf(',')).strip().replace("\"", "");
    Shards.editState(shards.get(1), s -> ((ArrayNode) s.get("planned")).add(key));
    assertRefused(shards.get(1).resolve("run-state.json") + ": overlap: plans " + key + ", which "
        + shards.get(0).resolve("run-state.json") + " plans too", shards);
  }

  @Test
  void theSameShardTwiceIsRefused() {
    assertRefused(shards.get(0) + ": given twice", List.of(shards.get(0), shards.get(1), shards.get(0)));
  }

  @Test
  void gapIsRefused() throws Exception {
    List<Path> three = Shards.split(Fixtures.resource("fixture-run-variants"), temp, "three", 3);
    Fixtures.Result r = assertRefused(three.get(0).resolve("run-state.json") + ": gap: ", three.subList(0, 2));
    assertTrue(r.err().contains("benchmarks are in no part, first "), r.err());
    assertTrue(r.err().contains("(parts given: shard 1/3, shard 2/3)"), r.err());
  }

  @Test
  void aResultOutsideThePartsPlanIsRefused() throws Exception {
    Shards.editState(shards.get(1), s -> ((ArrayNode) s.get("planned")).remove(0));
    assertRefused(shards.get(1).resolve("jmh.json") + ": has a result for ", shards);
  }

  @Test
  void mixedSettingsAreRefused() throws Exception {
    Fixtures.editJson(shards.get(1), "metadata.json", root -> ((ObjectNode) root.get("jmh")).put("forks", 3));
    Fixtures.Result r = assertRefused(shards.get(1).resolve("metadata.json") + ": not a part of the same run as "
        + shards.get(0) + ": JMH settings", shards);
    assertTrue(r.err().contains("`compare` or `html` shows different runs side by side"), r.err());
  }

  @Test
  void anotherJdkIsRefused() throws Exception {
    Fixtures.editJson(shards.get(1), "metadata.json", root -> ((ObjectNode) root.get("environment"))
        .put("jdkVendor", "Eclipse Adoptium").put("jdkVersion", "25.0.1+8-LTS"));
    assertRefused(shards.get(1).resolve("metadata.json") + ": not a part of the same run as " + shards.get(0)
        + ": JDK 'Eclipse Adoptium 25.0.1+8-LTS", shards);
  }

  @Test
  void anotherMachineKindIsRefusedButAnotherKernelIsNot() throws Exception {
    Fixtures.editJson(shards.get(1), "metadata.json", root -> ((ObjectNode) root.get("environment"))
        .put("os", "Linux 6.8.0-1017-azure amd64"));
    Fixtures.Result kernel = Fixtures.cli("csv", shards.get(0), shards.get(1));
    assertEquals(0, kernel.code(), kernel.err());
    Fixtures.editJson(shards.get(1), "metadata.json", root -> ((ObjectNode) root.get("environment"))
        .put("cpuModel", "AMD EPYC 7763 64-Core Processor").put("cores", 4));
    assertRefused(shards.get(1).resolve("metadata.json") + ": not a part of the same run as " + shards.get(0)
        + ": machine kind 'AMD EPYC 7763 64-Core Processor, 4 cores", shards);
  }

  /** Hypervisors show one model name for several CPUs: where both parts record the CPU's identity, it must match. */
  @Test
  void anotherCpuBehindTheSameModelNameIsRefused() throws Exception {
    Fixtures.editJson(shards.get(0), "metadata.json", root -> ((ObjectNode) root.get("environment"))
        .put("cpuId", "GenuineIntel family 6 model 143 stepping 8"));
    // A part recorded before the identity was: compared by the model name only.
    Fixtures.Result older = Fixtures.cli("csv", shards.get(0), shards.get(1));
    assertEquals(0, older.code(), older.err());
    Fixtures.editJson(shards.get(1), "metadata.json", root -> ((ObjectNode) root.get("environment"))
        .put("cpuId", "GenuineIntel family 6 model 143 stepping 8"));
    Fixtures.Result same = Fixtures.cli("csv", shards.get(0), shards.get(1));
    assertEquals(0, same.code(), same.err());
    Fixtures.editJson(shards.get(1), "metadata.json", root -> ((ObjectNode) root.get("environment"))
        .put("cpuId", "GenuineIntel family 6 model 106 stepping 6"));
    assertRefused(shards.get(1).resolve("metadata.json") + ": not a part of the same run as " + shards.get(0)
        + ": CPU 'GenuineIntel family 6 model 106 stepping 6' vs 'GenuineIntel family 6 model 143 stepping 8'", shards);
  }

  @Test
  void thePartsProbesOfTheMachinesSpeedArePooledInTimeOrder() throws Exception {
    Fixtures.machineSpeed(shards.get(0), "2026-12-07T03:00:00Z", 140_000.0, "2026-12-07T03:01:00Z", 150_000.0);
    Fixtures.machineSpeed(shards.get(1), "2026-12-07T02:00:00Z", 100_000.0);
    Fixtures.Result r = Fixtures.cli(shards.get(0), shards.get(1), "--out", temp.resolve("merged.md"));
    assertEquals(0, r.code(), r.err());
    assertEquals("3 probes of a fixed CPU-bound workload between measuring JVMs "
        + "(2026-12-07T02:00:00Z to 2026-12-07T03:01:00Z): "
        + "the slowest 1.50x the fastest (median 140.0 µs a unit); **the machine's speed moved during the run**: rows "
        + "measured far apart in time compare less well than their intervals say",
        Fixtures.row(Fixtures.read(temp.resolve("merged.md")), "### Environment", "machine speed").get(1));
  }

  @Test
  void otherRunArgumentsAreRefused() throws Exception {
    Shards.editState(shards.get(1), s -> ((ArrayNode) s.get("args")).insert(0, "-f").insert(1, "3"));
    assertRefused(shards.get(1).resolve("metadata.json") + ": not a part of the same run as " + shards.get(0)
        + ": run arguments '-f 3 --quick' vs '--quick'", shards);
  }

  @Test
  void aPartWithoutItsPlanIsRefused() throws Exception {
    Files.delete(shards.get(1).resolve("run-state.json"));
    assertRefused(shards.get(1).resolve("run-state.json") + ": missing: merging results directories needs each "
        + "one's plan", shards);
  }

  @Test
  void allocationCountsInSomePartsOnlyAreRefused() throws Exception {
    Files.delete(shards.get(1).resolve("allocs.json"));
    assertRefused(shards.get(1).resolve("allocs.json") + ": missing, while " + shards.get(0).resolve("allocs.json")
        + " exists", shards);
  }

  @Test
  void robustnessInTwoPartsIsRefused() throws Exception {
    Files.copy(unsplit.resolve("robustness.json"), shards.get(1).resolve("robustness.json"));
    assertRefused(shards.get(1).resolve("robustness.json") + ": " + shards.get(0).resolve("robustness.json")
        + " exists too", shards);
  }

  @Test
  void anUnfinishedShardMakesAPartialRun() throws Exception {
    Shards.editState(shards.get(1), s -> s.put("phase", "benchmarks"));
    Run merged = RunParts.read(shards);
    assertEquals(new Run.Partial(merged.jmh().results().size(), 28), merged.partial());
    Path readme = temp.resolve("README.md");
    Files.writeString(readme, RunIntegrityTest.README);
    Fixtures.Result r = Fixtures.cli(shards.get(0), shards.get(1), "--readme", readme);
    assertEquals(1, r.code(), r.err());
    assertTrue(r.err().contains(": partial run (28 of 28 benchmarks): refusing to put it in"), r.err());
  }

  @Test
  void theReadmeRecordsEveryPartAndRegeneratesFromThem() throws Exception {
    Path readme = temp.resolve("README.md");
    Files.writeString(readme, RunIntegrityTest.README);
    Fixtures.Result first = Fixtures.cli(shards.get(0), shards.get(1), "--readme", readme);
    assertEquals(0, first.code(), first.err());
    String generated = Files.readString(readme);
    assertTrue(generated.contains("<!-- serbench:results:inputs shard-1 shard-2 -->"), generated);
    assertTrue(generated.contains("report.jar shard-1 shard-2 --readme README.md"), generated);
    Fixtures.Result again = Fixtures.cli("--readme", readme);
    assertEquals(0, again.code(), again.err());
    assertEquals(generated, Files.readString(readme));
  }

  @Test
  void theHtmlPageShowsShardsAsOneRunAndOtherRunsBesideIt() throws Exception {
    Fixtures.Result page = Fixtures.cli("html", shards.get(0), shards.get(1), unsplit, "--out", temp.resolve("page"));
    assertEquals(0, page.code(), page.err());
    assertTrue(page.out().contains("(2 runs,"), page.out());
    String data = Fixtures.read(temp.resolve("page").resolve("data.js"));
    assertTrue(data.contains("shard-1 + 1 part"), "the merged run's name");

    List<Path> jdk25 = Shards.split(Fixtures.resource("fixture-run-variants"), temp, "jdk25", 2);
    for (Path dir : jdk25) {
      Fixtures.editJson(dir, "metadata.json", root -> ((ObjectNode) root.get("environment"))
          .put("jdkVersion", "25.0.1+8-LTS"));
    }
    Fixtures.Result side = Fixtures.cli("html", shards.get(0), jdk25.get(0), shards.get(1), jdk25.get(1),
        "--out", temp.resolve("side"));
    assertEquals(0, side.code(), side.err());
    assertTrue(side.out().contains("(2 runs,"), side.out());

    Fixtures.Result gap = Fixtures.cli("html", shards.get(0), jdk25.get(0), jdk25.get(1), "--out", temp.resolve("gap"));
    assertEquals(0, gap.code(), gap.err());
    assertTrue(gap.out().contains("(2 runs,"), "a lone shard is a run of its own: " + gap.out());
  }

  @Test
  void theForkArgumentsAreCountedOverEveryPartsDatasets() throws Exception {
    String[][] args = {{"-Xms256m", "-Xmx256m", "-XX:+AlwaysPreTouch"}, {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"}};
    for (int k = 0; k < 2; k++) {
      String[] mine = args[k];
      Fixtures.editJson(shards.get(k), "metadata.json", root -> {
        ((ArrayNode) root.get("environment").get("jvmArgs")).removeAll().add(String.join(" ", mine) + " (1 dataset);");
        root.get("datasets").forEach(d -> {
          ArrayNode forks = ((ObjectNode) d).putArray("forkJvmArgs");
          if (d.get("id").asText().equals(mine[0].equals("-Xms1g") ? "map-10" : "person")) {
            for (String arg : mine) {
              forks.add(arg);
            }
          }
        });
      });
    }
    assertEquals(List.of("-Xms1g -Xmx1g -XX:+AlwaysPreTouch (1 dataset);",
        "-Xms256m -Xmx256m -XX:+AlwaysPreTouch (1 dataset);"),
        RunParts.read(shards).metadata().environment().jvmArgs());
  }

  @Test
  void oneDirectoryNeedsNoPlan() throws Exception {
    assertFalse(Files.exists(unsplit.resolve("run-state.json")));
    assertEquals(0, Fixtures.cli("csv", unsplit).code());
  }

  @Test
  void runsSplitByDatasetsRenderAsTheUnsplitRun() throws Exception {
    List<Path> parts = Shards.byDatasets(Fixtures.resource("fixture-run-variants"), temp, "part",
        List.of(List.of("person"), List.of("map-10")));
    Run whole = dev.serbench.report.run.RunReader.read(unsplit);
    Run merged = RunParts.read(parts);
    assertEquals(whole.jmh().results(), merged.jmh().results());
    assertEquals(whole.datasets(), merged.datasets());
    assertEquals(whole.allocs().entries(), merged.allocs().entries());
    assertEquals(whole.robustness(), merged.robustness());
    assertEquals(java.util.Set.copyOf(whole.metadata().pairs()), java.util.Set.copyOf(merged.metadata().pairs()));
    assertEquals(whole.metadata().datasets(), merged.metadata().datasets());
    assertEquals(null, merged.partial());
    assertEquals(sortedLines(Fixtures.cli("csv", unsplit).out()), sortedLines(Fixtures.cli("csv", parts.get(1),
        parts.get(0)).out()), "given in any order");
    Fixtures.Result r = Fixtures.cli(parts.get(0), parts.get(1), "--out", temp.resolve("merged.md"));
    assertEquals(0, r.code(), r.err());
    String markdown = Fixtures.read(temp.resolve("merged.md"));
    assertTrue(markdown.contains("run --quick --datasets person; java -jar harness/target/benchmarks.jar run --quick "
        + "--datasets map-10"), markdown);
  }

  @Test
  void aLaterPartsDatasetsFollowTheirFamily() throws Exception {
    List<Path> parts = Shards.byDatasets(Fixtures.resource("fixture-run-variants"), temp, "part",
        List.of(List.of("map-10"), List.of("person")));
    Fixtures.editJson(parts.get(1), "metadata.json", root -> ((ObjectNode) root.get("datasets").get(0))
        .put("family", "maps"));
    Fixtures.editJson(parts.get(0), "metadata.json", root -> ((ArrayNode) root.get("datasets"))
        .add(((ObjectNode) root.get("datasets").get(0).deepCopy()).put("id", "map-50").put("family", "other")));
    assertEquals(List.of("map-10", "person", "map-50"),
        RunParts.read(parts).metadata().datasets().stream().map(d -> d.id()).toList());
  }

  @Test
  void aPartSplitByDatasetsMayBeShardedItself() throws Exception {
    List<Path> parts = Shards.byDatasets(Fixtures.resource("fixture-run-variants"), temp, "part",
        List.of(List.of("person"), List.of("map-10")));
    List<Path> mapShards = Shards.split(parts.get(1), temp, "maps", 2);
    Fixtures.Result merged = Fixtures.cli("csv", parts.get(0), mapShards.get(0), mapShards.get(1));
    assertEquals(0, merged.code(), merged.err());
    assertEquals(sortedLines(Fixtures.cli("csv", unsplit).out()), sortedLines(merged.out()));
    assertRefused(parts.get(0).resolve("run-state.json") + ": gap: ", List.of(parts.get(0), mapShards.get(0)));
  }

  @Test
  void partsThatShareADatasetAreRefused() throws Exception {
    List<Path> parts = Shards.byDatasets(Fixtures.resource("fixture-run-variants"), temp, "part",
        List.of(List.of("person", "map-10"), List.of("map-10")));
    assertRefused(parts.get(1).resolve("metadata.json") + ": not a part of the same run as " + parts.get(0)
        + ": datasets: map-10 is in both, which select different datasets", parts);
  }

  @Test
  void twoRunsOfTheSameDatasetsAreComparedNotMerged() throws Exception {
    List<Path> parts = Shards.byDatasets(Fixtures.resource("fixture-run-variants"), temp, "part",
        List.of(List.of("person"), List.of("person")));
    assertRefused(parts.get(1).resolve("metadata.json") + ": not a part of the same run as " + parts.get(0)
        + ": the same datasets, and " + parts.get(0) + " is not a shard", parts);
    Fixtures.Result page = Fixtures.cli("html", parts.get(0), parts.get(1), "--out", temp.resolve("page"));
    assertEquals(0, page.code(), page.err());
    assertTrue(page.out().contains("(2 runs,"), page.out());
  }

  @Test
  void partsSplitByDatasetsWithOtherSettingsAreRefused() throws Exception {
    List<Path> parts = Shards.byDatasets(Fixtures.resource("fixture-run-variants"), temp, "part",
        List.of(List.of("person"), List.of("map-10")));
    Shards.editState(parts.get(1), s -> ((ArrayNode) s.get("args")).insert(0, "-f").insert(1, "3"));
    assertRefused(parts.get(1).resolve("metadata.json") + ": not a part of the same run as " + parts.get(0)
        + ": run arguments '-f 3 --quick' vs '--quick'", parts);
  }

  /**
   * An unsplit run counts no allocations on group-large datasets, so a part of group-large datasets run
   * with --no-allocs merges with parts that have allocs.json, and the report names the uncounted datasets;
   * a part of other datasets without allocs.json is still refused.
   */
  @Test
  void aPartOfGroupLargeDatasetsMayLackAllocationCounts() throws Exception {
    List<Path> parts = Shards.byDatasets(Fixtures.resource("fixture-run-variants"), temp, "part",
        List.of(List.of("person"), List.of("map-10")));
    Files.delete(parts.get(1).resolve("allocs.json"));
    Shards.editState(parts.get(1), s -> ((ArrayNode) s.get("args")).insert(0, "--no-allocs"));
    assertRefused(parts.get(1).resolve("allocs.json") + ": missing, while " + parts.get(0).resolve("allocs.json")
        + " exists (every part needs its allocation counts, or none; only a part of group-large datasets may lack "
        + "them)", parts);
    Fixtures.editJson(parts.get(1), "metadata.json", root -> ((ObjectNode) root.get("datasets").get(0))
        .put("large", true));
    Run merged = RunParts.read(parts);
    assertTrue(merged.allocs().entries().keySet().stream().noneMatch(k -> k.dataset().equals("map-10")));
    assertTrue(merged.allocs().entries().keySet().stream().anyMatch(k -> k.dataset().equals("person")));
    Fixtures.Result r = Fixtures.cli(parts.get(0), parts.get(1), "--out", temp.resolve("merged.md"));
    assertEquals(0, r.code(), r.err());
    assertTrue(Fixtures.read(temp.resolve("merged.md")).contains("Not counted (allocs/op shows `n/a`): `map-10` "
        + "(group large)."), Fixtures.read(temp.resolve("merged.md")));
  }

  /**
   * A later part measured at another commit is refused and told about --across-commits; with it the parts
   * merge, the environment names each commit with its datasets, and the README records the flag so that
   * regenerating it gives the same section. Any other difference is still refused with it.
   */
  @Test
  void partsOfAnotherCommitMergeOnlyAcrossCommits() throws Exception {
    List<Path> parts = Shards.byDatasets(Fixtures.resource("fixture-run-variants"), temp, "part",
        List.of(List.of("person"), List.of("map-10")));
    String first = RunParts.read(List.of(parts.get(0))).metadata().environment().gitCommit();
    Fixtures.editJson(parts.get(1), "metadata.json", root -> ((ObjectNode) root.get("environment"))
        .put("gitCommit", "1234567890abcdef1234567890abcdef12345678"));
    Fixtures.Result refused = assertRefused(parts.get(1).resolve("metadata.json") + ": not a part of the same run as "
        + parts.get(0) + ": git commit '1234567890abcdef1234567890abcdef12345678' vs '" + first + "'", parts);
    assertTrue(refused.err().contains("; --across-commits merges parts that differ only in their commit, when none "
        + "of the code a measuring JVM runs changed between them)"), refused.err());

    Run merged = RunParts.read(parts, true);
    assertEquals(first + " (person), 1234567890abcdef1234567890abcdef12345678 (map-10)",
        merged.metadata().environment().gitCommit());
    assertEquals(sortedLines(Fixtures.cli("csv", unsplit).out()),
        sortedLines(Fixtures.cli("csv", "--across-commits", parts.get(0), parts.get(1)).out()));
    Path readme = temp.resolve("README.md");
    Files.writeString(readme, RunIntegrityTest.README);
    Fixtures.Result r = Fixtures.cli(parts.get(0), parts.get(1), "--across-commits", "--readme", readme);
    assertEquals(0, r.code(), r.err());
    String generated = Files.readString(readme);
    assertTrue(generated.contains("<!-- serbench:results:inputs part-1 part-2 --across-commits -->"), generated);
    assertTrue(generated.contains("report.jar part-1 part-2 --across-commits --readme README.md"), generated);
    assertTrue(generated.contains("1234567890abcdef1234567890abcdef12345678 (map-10)"), generated);
    Fixtures.Result again = Fixtures.cli("--readme", readme);
    assertEquals(0, again.code(), again.err());
    assertEquals(generated, Files.readString(readme));

    Shards.editState(parts.get(1), s -> ((ArrayNode) s.get("args")).insert(0, "-f").insert(1, "3"));
    Fixtures.Result other = Fixtures.cli("csv", "--across-commits", parts.get(0), parts.get(1));
    assertEquals(1, other.code(), other.err());
    assertTrue(other.err().contains(": run arguments '-f 3 --quick' vs '--quick'"), other.err());
  }

  @Test
  void theHtmlPageShowsPartsSplitByDatasetsAsOneRun() throws Exception {
    List<Path> parts = Shards.byDatasets(Fixtures.resource("fixture-run-variants"), temp, "part",
        List.of(List.of("person"), List.of("map-10")));
    Fixtures.Result page = Fixtures.cli("html", parts.get(0), unsplit, parts.get(1), "--out", temp.resolve("page"));
    assertEquals(0, page.code(), page.err());
    assertTrue(page.out().contains("(2 runs,"), page.out());
  }

  private static List<String> sortedLines(String text) {
    return text.lines().sorted().toList();
  }

  /** Refused with exit 1 and one line starting with {@code message}; nothing written. */
  private Fixtures.Result assertRefused(String message, List<Path> dirs) {
    Object[] args = dirs.toArray();
    Fixtures.Result r = Fixtures.cli(args);
    assertEquals(1, r.code(), r.err());
    assertTrue(r.err().startsWith("error: " + message), r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());
    for (Path dir : dirs) {
      assertFalse(Files.exists(dir.resolve("report.md")), dir + ": nothing written");
    }
    return r;
  }

  /**
   * The Markdown without what names the directories and the commands, which differ by design: the
   * generated-by line, the command row and the directory in chart links.
   */
  private static String withoutProvenance(String markdown, String dir) {
    return String.join("\n", markdown.lines()
        .filter(l -> !l.startsWith("_This section is generated") && !l.startsWith("| command |"))
        .map(l -> l.replace("](" + dir + "/charts/", "](DIR/charts/")).toList());
  }
}
