package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** compare OLD NEW on runs with fromModel/toModel rows and one-operation variants. */
class CompareConversionsTest {

  @TempDir
  Path temp;

  @Test
  void conversionRowsAreComparedLikeEncodeAndDecode() throws Exception {
    Path oldRun = Fixtures.copyVariantsRun(temp, "old");
    Path newRun = Fixtures.copyVariantsRun(temp, "new");
    Fixtures.editJmh(newRun, e -> {
      if (e.get("benchmark").asText().endsWith(".fromModel") && e.get("params").get("dataset").asText().equals("person")) {
        ((ObjectNode) e.get("primaryMetric")).put("score", 100.0); // 50 ± 1 -> 100 ± 1
      }
    });
    Fixtures.Result r = Fixtures.cli("compare", oldRun, newRun);
    assertEquals(0, r.code(), r.err());
    String md = r.out();
    assertTrue(md.contains("| protobuf | person | fromModel | 50.0 ± 1.0 | 100 ± 1 | +100.0% | slower |"), md);
    assertTrue(md.contains("| protobuf | person | toModel | 70.0 ± 1.0 | 70.0 ± 1.0 | 0.0% | ~ (no significant change) |"),
        md);
    assertTrue(md.contains("| protobuf-reuse | person | encode |"), md);
    // Rows of one pair: encode, decode, fromModel, toModel.
    int encode = md.indexOf("| protobuf | person | encode |");
    int decode = md.indexOf("| protobuf | person | decode |");
    int fromModel = md.indexOf("| protobuf | person | fromModel |");
    assertTrue(encode < decode && decode < fromModel, md);
  }
}
