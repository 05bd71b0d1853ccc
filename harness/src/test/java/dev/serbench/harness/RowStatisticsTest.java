package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The published interval, fork spread, drift and flags, on samples with known answers. */
class RowStatisticsTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void intervalIsStudentT95OfTheMean() {
    // mean 10, sample sd sqrt(2.5) = 1.5811, n 5, t(0.975, 4) = 2.7764: 2.7764 * 1.5811 / sqrt(5) = 1.9632
    assertEquals(1.9632, RowStatistics.halfWidth(new double[] {8, 9, 10, 11, 12}), 1e-4);
    // n 10 (2 forks x 5): sd sqrt(6 / 9) = 0.8165, t(0.975, 9) = 2.2622: 0.5841
    assertEquals(0.5841, RowStatistics.halfWidth(new double[] {9, 10, 11, 9, 10, 11, 9, 10, 11, 10}), 1e-4);
    assertTrue(Double.isNaN(RowStatistics.halfWidth(new double[] {5})));
  }

  @Test
  void forkSpreadAndDrift() {
    List<double[]> forks = List.of(new double[] {100, 100, 100}, new double[] {120, 120, 120});
    assertEquals(20 / 110.0, RowStatistics.forkSpread(forks), 1e-9);
    assertEquals(0, RowStatistics.drift(forks), 1e-9);
    // 100 -> 80 over 5 iterations in a straight line: drift -20/90 of the mean
    assertEquals(-20 / 90.0, RowStatistics.drift(List.of(new double[] {100, 95, 90, 85, 80})), 1e-9);
  }

  @Test
  void anArtificiallyTrendingBenchmarkIsReRunLongerThenFlagged() throws Exception {
    JsonNode a = fork(new double[] {100, 95, 90, 85, 80}, true);
    JsonNode b = fork(new double[] {101, 96, 91, 86, 81}, true);
    assertEquals(RowStatistics.Verdict.LONGER_WARMUP, RowStatistics.verdict(List.of(a, b)));
    ObjectNode row = RowStatistics.merge(List.of(a, b));
    assertEquals("[\"unsteady\"]", row.get("serbench").get("flags").toString());
    assertEquals(2, row.get("forks").asInt());
    assertEquals(2, row.get("primaryMetric").get("rawData").size());
  }

  @Test
  void iterationsThatOnlyScatterAreNotATrend() throws Exception {
    // Up and down by 10 to 20%: the least-squares drift is past the limit, but noise explains it.
    JsonNode a = fork(new double[] {120, 95, 110, 90, 100}, true);
    JsonNode b = fork(new double[] {95, 118, 92, 112, 98}, true);
    List<double[]> forks = RowStatistics.samples(List.of(a, b));
    assertTrue(Math.abs(RowStatistics.drift(forks)) > RowStatistics.DRIFT_LIMIT, "drift " + RowStatistics.drift(forks));
    assertFalse(RowStatistics.driftSignificant(forks));
    assertEquals(RowStatistics.Verdict.TRUSTED, RowStatistics.verdict(List.of(a, b)));
    // The same scatter around a 20% fall is a trend.
    assertTrue(RowStatistics.driftSignificant(List.of(new double[] {112, 100, 102, 88, 90},
        new double[] {110, 104, 96, 94, 88})));
  }

  @Test
  void aWarmUpThatHitItsCapIsUnsteady() throws Exception {
    JsonNode a = fork(new double[] {100, 100, 100, 100, 100}, false);
    JsonNode b = fork(new double[] {100, 100, 100, 100, 100}, true);
    assertEquals(RowStatistics.Verdict.LONGER_WARMUP, RowStatistics.verdict(List.of(a, b)));
  }

  @Test
  void disagreeingForksGetAnotherForkThenAFlag() throws Exception {
    JsonNode a = fork(new double[] {131, 130, 131, 132, 131}, true);
    JsonNode b = fork(new double[] {51, 52, 51, 50, 51}, true);
    assertEquals(RowStatistics.Verdict.MORE_FORKS, RowStatistics.verdict(List.of(a, b)));
    assertEquals("[\"forks-disagree\"]", RowStatistics.merge(List.of(a, b)).get("serbench").get("flags").toString());
  }

  @Test
  void agreeingSteadyForksAreTrustedAndMergedInJmhsFormat() throws Exception {
    JsonNode a = fork(new double[] {100, 101, 99, 100, 100}, true);
    JsonNode b = fork(new double[] {102, 101, 103, 102, 102}, true);
    assertEquals(RowStatistics.Verdict.TRUSTED, RowStatistics.verdict(List.of(a, b)));
    ObjectNode row = RowStatistics.merge(List.of(a, b));
    JsonNode primary = row.get("primaryMetric");
    assertEquals(101, primary.get("score").asDouble(), 1e-9);
    double half = primary.get("scoreError").asDouble();
    assertEquals(RowStatistics.halfWidth(new double[] {100, 101, 99, 100, 100, 102, 101, 103, 102, 102}), half, 1e-9);
    assertEquals(101 - half, primary.get("scoreConfidence").get(0).asDouble(), 1e-9);
    assertEquals("[]", row.get("serbench").get("flags").toString());
    assertEquals(2, row.get("serbench").get("warmups").size());
    // secondary metrics are averaged over the forks
    assertEquals(48, row.get("secondaryMetrics").get("gc.alloc.rate.norm").get("score").asDouble(), 1e-9);
  }

  private static JsonNode fork(double[] samples, boolean steady) throws Exception {
    ObjectNode entry = (ObjectNode) JSON.readTree("{\"benchmark\":\"dev.serbench.harness.CodecBenchmark.encode\","
        + "\"params\":{\"codec\":\"c\",\"dataset\":\"d\"},\"forks\":0,"
        + "\"primaryMetric\":{\"score\":0,\"scoreUnit\":\"ns/op\",\"rawData\":[[]]},"
        + "\"secondaryMetrics\":{\"gc.alloc.rate.norm\":{\"score\":0,\"scoreUnit\":\"B/op\",\"rawData\":[[]]}}}");
    ObjectNode primary = (ObjectNode) entry.get("primaryMetric");
    primary.putArray("rawData").addArray();
    samples(primary, samples);
    ObjectNode norm = (ObjectNode) entry.get("secondaryMetrics").get("gc.alloc.rate.norm");
    samples(norm, steady ? new double[] {48, 48, 48, 48, 48} : new double[] {48, 48, 48, 48, 48});
    entry.putObject("serbench").putObject("warmup").put("steady", steady);
    return entry;
  }

  private static void samples(ObjectNode metric, double[] values) {
    var fork = metric.putArray("rawData").addArray();
    for (double v : values) {
      fork.add(v);
    }
  }
}
