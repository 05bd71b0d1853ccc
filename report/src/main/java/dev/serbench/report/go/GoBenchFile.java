package dev.serbench.report.go;

import java.util.List;
import java.util.Map;

/**
 * A Go benchmark file, read.
 *
 * @param name the file name (no directories: it is shown in tables and must not depend on where it was read)
 * @param description the file's comment lines, in order (the first one is its caption)
 * @param headers {@code goos}, {@code goarch}, {@code cpu}, {@code pkg} header values found in the file
 * @param benchmarks the result lines, in file order
 */
public record GoBenchFile(String name, List<String> description, Map<String, String> headers,
    List<GoBenchmark> benchmarks) {

  /** The first comment line, or the file name when there is none. */
  public String caption() {
    return description.isEmpty() ? name : description.get(0);
  }

  /** The machine lines ("goos: linux", ...) as one string, "machine not stated" when absent. */
  public String machine() {
    if (headers.isEmpty()) {
      return "machine not stated";
    }
    StringBuilder out = new StringBuilder();
    headers.forEach((k, v) -> {
      if (!k.equals("pkg")) {
        out.append(out.length() == 0 ? "" : ", ").append(k).append(": ").append(v);
      }
    });
    return out.length() == 0 ? "machine not stated" : out.toString();
  }
}
