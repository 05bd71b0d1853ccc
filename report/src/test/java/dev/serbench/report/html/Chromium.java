package dev.serbench.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A headless Chromium driven through the Chrome DevTools protocol over the JDK's own WebSocket client:
 * no WebDriver and no dependency beyond what the report already has. One page, real mouse clicks
 * ({@code Input.dispatchMouseEvent}), JavaScript evaluation and screenshots; JavaScript exceptions the
 * page throws are collected.
 */
final class Chromium implements AutoCloseable {

  /** The browser's names on Debian and other distributions, looked up on the PATH. */
  private static final List<String> CANDIDATES = List.of("chromium", "chromium-browser", "google-chrome",
      "google-chrome-stable");
  private static final Duration TIMEOUT = Duration.ofSeconds(30);
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final Process process;
  private final Path profile;
  private final WebSocket socket;
  private final AtomicInteger ids = new AtomicInteger();
  private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
  private final List<String> exceptions = Collections.synchronizedList(new ArrayList<>());
  private final List<String> loads = Collections.synchronizedList(new ArrayList<>());

  /** The browser executable ({@code CHROMIUM} in the environment, else the first on the PATH), or null. */
  static Path find() {
    String configured = System.getenv("CHROMIUM");
    if (configured != null && !configured.isBlank()) {
      return Files.isExecutable(Path.of(configured)) ? Path.of(configured) : null;
    }
    String path = System.getenv().getOrDefault("PATH", "/usr/bin");
    for (String name : CANDIDATES) {
      for (String dir : path.split(File.pathSeparator)) {
        Path candidate = Path.of(dir.isEmpty() ? "." : dir, name);
        if (Files.isExecutable(candidate)) {
          return candidate;
        }
      }
    }
    return null;
  }

  /** Starts the browser with an empty profile under {@code work} and opens a blank page. */
  static Chromium start(Path executable, Path work) throws IOException, InterruptedException {
    Path profile = Files.createTempDirectory(work, "chromium-profile");
    List<String> command = List.of(executable.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--user-data-dir=" + profile, "--remote-debugging-port=0", "--window-size=1400,1000",
        "about:blank");
    Process process = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(work.resolve("chromium.log").toFile()).start();
    try {
      return new Chromium(process, profile);
    } catch (IOException | RuntimeException | InterruptedException e) {
      process.destroyForcibly();
      throw e;
    }
  }

  private Chromium(Process process, Path profile) throws IOException, InterruptedException {
    this.process = process;
    this.profile = profile;
    int port = port(profile.resolve("DevToolsActivePort"));
    HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    JsonNode targets = MAPPER.readTree(http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
        + "/json/list")).timeout(TIMEOUT).build(), HttpResponse.BodyHandlers.ofString()).body());
    String pageSocket = null;
    for (JsonNode t : targets) {
      if (t.path("type").asText().equals("page")) {
        pageSocket = t.path("webSocketDebuggerUrl").asText();
        break;
      }
    }
    if (pageSocket == null) {
      throw new IOException("Chromium lists no page target: " + targets);
    }
    this.socket = http.newWebSocketBuilder().connectTimeout(TIMEOUT)
        .buildAsync(URI.create(pageSocket), new Listener()).join();
    send("Page.enable", MAPPER.createObjectNode());
    send("Runtime.enable", MAPPER.createObjectNode());
  }

  /** The port Chromium chose, from the file it writes once its DevTools server listens. */
  private int port(Path activePort) throws IOException, InterruptedException {
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IOException("Chromium exited with code " + process.exitValue() + " before it listened");
      }
      if (Files.exists(activePort)) {
        List<String> lines = Files.readAllLines(activePort);
        if (!lines.isEmpty() && !lines.get(0).isBlank()) {
          return Integer.parseInt(lines.get(0).strip());
        }
      }
      Thread.sleep(50);
    }
    throw new IOException(activePort + ": Chromium did not start its DevTools server within " + TIMEOUT);
  }

  /** Sends one protocol command and waits for its result; a protocol error is an exception. */
  JsonNode send(String method, ObjectNode params) {
    int id = ids.incrementAndGet();
    CompletableFuture<JsonNode> reply = new CompletableFuture<>();
    pending.put(id, reply);
    ObjectNode message = MAPPER.createObjectNode().put("id", id).put("method", method);
    message.set("params", params);
    socket.sendText(message.toString(), true).join();
    JsonNode r;
    try {
      r = reply.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new IllegalStateException(method + ": no answer from Chromium", e);
    }
    if (r.has("error")) {
      throw new IllegalStateException(method + ": " + r.get("error"));
    }
    return r.path("result");
  }

  /** Opens the URL and waits until its load event. */
  void navigate(String url) throws InterruptedException {
    int before = loads.size();
    send("Page.navigate", MAPPER.createObjectNode().put("url", url));
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (loads.size() == before && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    if (loads.size() == before) {
      throw new IllegalStateException(url + ": no load event within " + TIMEOUT);
    }
  }

  /** Evaluates a JavaScript expression in the page and returns its value (as JSON). */
  JsonNode eval(String expression) {
    JsonNode r = send("Runtime.evaluate", MAPPER.createObjectNode().put("expression", expression)
        .put("returnByValue", true).put("awaitPromise", true));
    if (r.has("exceptionDetails")) {
      throw new IllegalStateException(expression + ": " + r.get("exceptionDetails"));
    }
    return r.path("result").path("value");
  }

  /** Scrolls the first element matching the CSS selector into view and clicks its centre with the mouse. */
  void click(String selector) {
    JsonNode box = eval("(() => { const e = document.querySelector(" + MAPPER.valueToTree(selector)
        + "); if (!e) return null; e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
        + " return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()");
    if (box.isNull() || box.isMissingNode()) {
      throw new IllegalStateException("no element matches " + selector);
    }
    for (String type : List.of("mousePressed", "mouseReleased")) {
      send("Input.dispatchMouseEvent", MAPPER.createObjectNode().put("type", type).put("x", box.get("x").asDouble())
          .put("y", box.get("y").asDouble()).put("button", "left").put("clickCount", 1));
    }
  }

  /** A PNG of the whole page (up to 12,000 pixels down), not only the viewport. */
  void screenshot(Path file) throws IOException {
    JsonNode size = send("Page.getLayoutMetrics", MAPPER.createObjectNode()).path("cssContentSize");
    screenshot(file, 0, Math.min(size.path("height").asDouble(1000), 12000));
  }

  /** A PNG of the page from {@code top} (CSS pixels from the top of the page) down {@code height} pixels. */
  void screenshot(Path file, double top, double height) throws IOException {
    JsonNode size = send("Page.getLayoutMetrics", MAPPER.createObjectNode()).path("cssContentSize");
    ObjectNode clip = MAPPER.createObjectNode().put("x", 0).put("y", top).put("scale", 1)
        .put("width", Math.min(size.path("width").asDouble(1400), 4000)).put("height", height);
    ObjectNode params = MAPPER.createObjectNode().put("format", "png").put("captureBeyondViewport", true);
    params.set("clip", clip);
    JsonNode shot = send("Page.captureScreenshot", params);
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.write(file, Base64.getDecoder().decode(shot.get("data").asText()));
  }

  /** The uncaught JavaScript exceptions the page has thrown so far. */
  List<String> exceptions() {
    return List.copyOf(exceptions);
  }

  @Override
  public void close() throws IOException, InterruptedException {
    try {
      socket.sendClose(WebSocket.NORMAL_CLOSURE, "").orTimeout(5, TimeUnit.SECONDS).exceptionally(e -> null).join();
    } finally {
      process.destroy();
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      }
      try (Stream<Path> files = Files.walk(profile)) {
        files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  private final class Listener implements WebSocket.Listener {
    private final StringBuilder text = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      text.append(data);
      if (last) {
        handle(text.toString());
        text.setLength(0);
      }
      ws.request(1);
      return null;
    }

    private void handle(String message) {
      JsonNode m;
      try {
        m = MAPPER.readTree(message);
      } catch (IOException e) {
        exceptions.add("unreadable DevTools message: " + message);
        return;
      }
      if (m.has("id")) {
        CompletableFuture<JsonNode> f = pending.remove(m.get("id").asInt());
        if (f != null) {
          f.complete(m);
        }
      } else if (m.path("method").asText().equals("Runtime.exceptionThrown")) {
        exceptions.add(m.path("params").path("exceptionDetails").toString());
      } else if (m.path("method").asText().equals("Page.loadEventFired")) {
        loads.add(m.path("params").toString());
      }
    }
  }
}
