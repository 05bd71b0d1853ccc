package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.report.chart.FamilyCharts;
import dev.serbench.report.run.RunReader;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** The charts are well-formed, self-contained SVG 1.1 with axes, legends and the right scale. */
class SvgChartTest {

  private static Map<String, String> charts() throws Exception {
    return FamilyCharts.render(RunReader.read(Fixtures.resource("fixture-run")));
  }

  @Test
  void oneTimeAndOneSizeChartPerFamily() throws Exception {
    assertEquals(List.of("person-time.svg", "person-size.svg", "maps-time.svg", "maps-size.svg", "event-time.svg",
        "event-size.svg"), List.copyOf(charts().keySet()));
  }

  @Test
  void plainWellFormedSvg() throws Exception {
    for (Map.Entry<String, String> e : charts().entrySet()) {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      Element svg = f.newDocumentBuilder()
          .parse(new ByteArrayInputStream(e.getValue().getBytes(StandardCharsets.UTF_8))).getDocumentElement();
      assertEquals("svg", svg.getLocalName(), e.getKey());
      assertEquals("1.1", svg.getAttribute("version"));
      assertFalse(svg.getAttribute("width").isEmpty());
      assertFalse(svg.getAttribute("height").isEmpty());
      assertEquals("0 0 " + svg.getAttribute("width") + " " + svg.getAttribute("height"), svg.getAttribute("viewBox"));
      assertFalse(e.getValue().contains("<script"), e.getKey());
      assertFalse(e.getValue().contains("href"), "no external resources: " + e.getKey());
      assertTrue(e.getValue().contains("capnp-packed (packed, buffer reuse)") || e.getKey().startsWith("event"),
          "legend: " + e.getKey());
    }
  }

  @Test
  void logScaleWhenValuesSpanMoreThanAHundredFold() throws Exception {
    Map<String, String> charts = charts();
    // maps: 500 ns to 100,000 ns
    assertTrue(charts.get("maps-time.svg").contains("ns/op (log scale), lower is better"));
    // person: 100 ns to 800 ns
    assertTrue(charts.get("person-time.svg").contains("ns/op, lower is better"));
    assertTrue(charts.get("maps-time.svg").contains(">n/a</text>"), "json-jackson failed map-1000");
  }
}
