package dev.serbench.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.report.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generated page in a real browser: opened from file:// in headless Chromium, a click on a filter
 * and on a column header change the rows and the URL, and the URL alone restores the view. Skips on a
 * machine without Chromium; with {@code CI=true} Chromium is required (.ci/run installs it).
 */
class ResultsPageBrowserTest {

  static final Path SCREENSHOT = Path.of("target", "browser", "results-page.png");

  @Test
  void aFilterAndASortChangeTheRowsAndTheUrl(@TempDir Path tmp) throws Exception {
    Path executable = Chromium.find();
    if (executable == null) {
      if ("true".equalsIgnoreCase(System.getenv("CI"))) {
        fail("CI=true but no Chromium found ($CHROMIUM, or chromium on the PATH): .ci/run installs Debian's "
            + "chromium");
      }
      assumeTrue(false, "no Chromium on this machine (apt-get install chromium); the browser test is skipped");
    }
    Path page = tmp.resolve("page");
    Path runA = Fixtures.copyVariantsRun(tmp, "run-a");
    Fixtures.machineSpeed(runA, "2026-12-07T02:20:00Z", 130_000.0, "2026-12-07T03:40:00Z", 208_000.0);
    Fixtures.Result written = Fixtures.cli("html", runA, Fixtures.copyRun(tmp, "run-b"), "--out", page);
    assertEquals(0, written.code(), written.err());
    String url = page.resolve(HtmlPage.INDEX).toUri().toString();
    System.out.println("page: " + url + " with " + executable);

    try (Chromium browser = Chromium.start(executable, tmp)) {
      browser.navigate(url);
      int renders = rendered(browser);
      assertTrue(renders >= 1, "the page drew nothing");
      List<String> initial = rows(browser);
      System.out.println("person rows at load (preset 'libraries at their documented default'): " + initial);
      assertTrue(initial.contains("json-jackson"), initial.toString());
      assertFalse(initial.contains("protobuf-reuse"), "the default preset hides one-operation variants: " + initial);
      String hashAtLoad = hash(browser);

      browser.click("input[data-facet='encoding'][data-value='text']");
      renders = awaitRender(browser, renders);
      List<String> binaryOnly = rows(browser);
      String filteredHash = hash(browser);
      System.out.println("after unticking 'text': " + binaryOnly + ", URL hash " + filteredHash);
      assertFalse(binaryOnly.contains("json-jackson"), binaryOnly.toString());
      assertEquals(initial.size() - 1, binaryOnly.size(), binaryOnly.toString());
      assertNotEquals(hashAtLoad, filteredHash);
      assertTrue(filteredHash.contains("encoding%3Atext"), filteredHash);

      browser.click("table.results[data-dataset='person'] th[data-sort='size']");
      renders = awaitRender(browser, renders);
      List<String> bySize = rows(browser);
      String sortedHash = hash(browser);
      List<Double> sizes = sizes(browser);
      System.out.println("after sorting by size: " + bySize + " sizes " + sizes + ", URL hash " + sortedHash);
      assertNotEquals(binaryOnly, bySize, "sorting by size changed nothing");
      assertEquals(binaryOnly.stream().sorted().toList(), bySize.stream().sorted().toList());
      List<Double> ascending = new ArrayList<>(sizes);
      ascending.sort(Double::compare);
      assertEquals(ascending, sizes, "rows are not in ascending size");
      assertTrue(sortedHash.contains("sort=size") && sortedHash.contains("dir=asc"), sortedHash);

      browser.click("table.results[data-dataset='person'] th[data-sort='size']");
      awaitRender(browser, renders);
      assertTrue(hash(browser).contains("dir=desc"), hash(browser));

      // The URL alone restores a view: open the sorted, filtered link in a fresh load.
      browser.navigate("about:blank");
      browser.navigate(url + "#" + sortedHash);
      rendered(browser);
      assertEquals(bySize, rows(browser), "the link did not restore the view");
      assertFalse(browser.eval("document.querySelector(\"input[data-facet='encoding'][data-value='text']\").checked")
          .asBoolean(), "the link did not restore the filter");

      // The second run side by side: a change inside the intervals is shown as noise.
      String protobufEncode = browser.eval("Array.from(document.querySelectorAll('#compare-table tbody tr'))"
          + ".map(tr => Array.from(tr.children).map(td => td.textContent))"
          + ".find(c => c[0] === 'person' && c[1] === 'protobuf' && c[2] === 'encode').join(' | ')").asText();
      System.out.println("runs side by side, person protobuf encode: " + protobufEncode);
      assertEquals("person | protobuf | encode | 100 \u00b1 2 | 100 \u00b1 2 | 0.0% | ~ within noise | 152 \u2192 152",
          protobufEncode);

      // Each run's machine speed in the environment table.
      String speed = browser.eval("Array.from(document.querySelectorAll('#environment-table tbody tr'))"
          + ".map(tr => Array.from(tr.children).map(td => td.textContent))"
          + ".find(c => c[0] === 'machine speed').join(' | ')").asText();
      assertEquals("machine speed | 2 probes (2026-12-07T02:20:00Z to 2026-12-07T03:40:00Z): the slowest 1.60x the "
          + "fastest; the speed moved during the run: rows measured far apart in time compare less well than their "
          + "intervals say | not probed", speed);

      // What the download buttons save is what is shown.
      String csv = browser.eval("window.serbenchExport.csv()").asText();
      assertTrue(csv.startsWith("run,dataset,family,codec,label,kind,operation,score,error,low,high,"), csv);
      assertFalse(csv.contains(",json-jackson,"), "the export holds a filtered-out codec");

      // The download button saves that text through a Blob, in the browser itself.
      Path downloads = Files.createDirectories(tmp.resolve("downloads"));
      browser.send("Page.setDownloadBehavior", new ObjectMapper().createObjectNode()
          .put("behavior", "allow").put("downloadPath", downloads.toString()));
      browser.click("#download-csv");
      Path saved = downloads.resolve("serbench-run-a.csv");
      for (int i = 0; i < 250 && !Files.exists(saved); i++) {
        Thread.sleep(20);
      }
      assertEquals(csv, Files.exists(saved) ? Fixtures.read(saved) : "no file in " + Fixtures.files(downloads));
      System.out.println("downloaded " + saved.getFileName() + ": " + csv.split("\r\n").length + " lines");

      browser.screenshot(SCREENSHOT);
      System.out.println("screenshot: " + SCREENSHOT.toAbsolutePath() + " (" + Files.size(SCREENSHOT) + " bytes)");
      assertEquals(List.of(), browser.exceptions(), "the page threw");
    }
  }

  /**
   * A tool more than a test: {@code -Dserbench.page=PATH/index.html} screenshots the top of that page and
   * each of its sections into target/browser/page-SECTION.png, to look at a generated page.
   */
  @Test
  @EnabledIfSystemProperty(named = "serbench.page", matches = ".+")
  void screenshotsOfAGivenPage(@TempDir Path tmp) throws Exception {
    Path executable = Chromium.find();
    assumeTrue(executable != null, "no Chromium on this machine");
    try (Chromium browser = Chromium.start(executable, tmp)) {
      browser.navigate(Path.of(System.getProperty("serbench.page")).toAbsolutePath().toUri().toString());
      rendered(browser);
      for (String section : List.of("top", "datasets", "heat", "scaling", "compare", "robustness", "go", "environment")) {
        JsonNode top = browser.eval(section.equals("top") ? "0" : "(() => { const e = document.getElementById('" + section
            + "'); return e ? e.getBoundingClientRect().top + window.scrollY : null; })()");
        if (!top.isNull()) {
          Path file = SCREENSHOT.resolveSibling("page-" + section + ".png");
          browser.screenshot(file, top.asDouble(), 1500);
          System.out.println(section + ": " + file.toAbsolutePath());
        }
      }
      assertEquals(List.of(), browser.exceptions(), "the page threw");
    }
  }

  /** The codec ids of the person table, in order. */
  private static List<String> rows(Chromium browser) {
    List<String> out = new ArrayList<>();
    browser.eval("Array.from(document.querySelectorAll(\"table.results[data-dataset='person'] tbody tr\"))"
        + ".map(tr => tr.getAttribute('data-codec'))").forEach(n -> out.add(n.asText()));
    return out;
  }

  /** The person table's size column, in row order. */
  private static List<Double> sizes(Chromium browser) {
    JsonNode cells = browser.eval("(() => { const t = document.querySelector(\"table.results[data-dataset='person']\");"
        + " const i = Array.from(t.querySelectorAll('th')).findIndex(th => th.dataset.sort === 'size');"
        + " return Array.from(t.querySelectorAll('tbody tr')).map(tr => tr.children[i].textContent); })()");
    List<Double> out = new ArrayList<>();
    cells.forEach(c -> out.add(Double.parseDouble(c.asText().replace(",", ""))));
    return out;
  }

  private static String hash(Chromium browser) {
    return browser.eval("location.hash.replace(/^#/, '')").asText();
  }

  /** How many times the page has drawn itself, waiting for the first time. */
  private static int rendered(Chromium browser) throws InterruptedException {
    return awaitRender(browser, 0);
  }

  private static int awaitRender(Chromium browser, int before) throws InterruptedException {
    for (int i = 0; i < 500; i++) {
      int n = browser.eval("Number(document.body.getAttribute('data-rendered') || 0)").asInt();
      if (n > before) {
        return n;
      }
      Thread.sleep(20);
    }
    throw new AssertionError("the page did not redraw (still " + before + " renders); exceptions: "
        + browser.exceptions());
  }
}
