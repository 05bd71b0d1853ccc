package dev.serbench.report.cli;

import dev.serbench.report.ReportException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Replaces the text between the lines {@code <!-- serbench:results:begin -->} and
 * {@code <!-- serbench:results:end -->} of a README, keeping everything else byte for byte (including
 * its line endings). Each marker must appear exactly once, begin before end.
 */
final class ReadmeSection {

  static final String BEGIN = "<!-- serbench:results:begin -->";
  static final String END = "<!-- serbench:results:end -->";
  /** The generated section's first line: the inputs it was made from, relative to the README. */
  static final String INPUTS = "<!-- serbench:results:inputs ";
  /** The flag that merges parts measured at different commits ({@code RunParts.read(List, boolean)}). */
  static final String ACROSS_COMMITS = "--across-commits";

  /**
   * The results directories (one run, or the parts merged into it), Go files and runs compared with it
   * ({@code --jdk-compare}) that a README's section was generated from.
   */
  record Inputs(java.util.List<String> dirs, boolean acrossCommits, java.util.List<String> goFiles,
      java.util.List<String> jdkCompare) {

    String line() {
      StringBuilder s = new StringBuilder(INPUTS).append(String.join(" ", dirs));
      if (acrossCommits) {
        s.append(" ").append(ACROSS_COMMITS);
      }
      goFiles.forEach(g -> s.append(" --go ").append(g));
      jdkCompare.forEach(d -> s.append(" --jdk-compare ").append(d));
      return s.append(" -->").toString();
    }
  }

  /** The inputs recorded in the README's section, or null when it has none (an older README). */
  static Inputs inputs(Path readme, String text) throws ReportException {
    int begin = markerLine(readme, text, BEGIN)[1];
    int end = markerLine(readme, text, END)[0];
    for (String line : text.substring(begin, Math.max(begin, end)).split("\r?\n")) {
      String l = line.strip();
      if (l.startsWith(INPUTS) && l.endsWith("-->")) {
        String[] words = l.substring(INPUTS.length(), l.length() - 3).strip().split(" ");
        java.util.List<String> dirs = new java.util.ArrayList<>();
        java.util.List<String> go = new java.util.ArrayList<>();
        java.util.List<String> jdkCompare = new java.util.ArrayList<>();
        int i = 0;
        while (i < words.length && !words[i].startsWith("--")) {
          dirs.add(words[i++]);
        }
        boolean acrossCommits = i < words.length && words[i].equals(ACROSS_COMMITS);
        if (acrossCommits) {
          i++;
        }
        for (; i < words.length; i++) {
          java.util.List<String> list = words[i].equals("--go") ? go : words[i].equals("--jdk-compare") ? jdkCompare : null;
          if (list == null || i + 1 >= words.length) {
            throw new ReportException(readme + ": malformed inputs line '" + l + "'");
          }
          list.add(words[++i]);
        }
        if (dirs.isEmpty()) {
          throw new ReportException(readme + ": malformed inputs line '" + l + "'");
        }
        return new Inputs(java.util.List.copyOf(dirs), acrossCommits, java.util.List.copyOf(go),
            java.util.List.copyOf(jdkCompare));
      }
    }
    return null;
  }

  private ReadmeSection() {}

  static String read(Path readme) throws ReportException {
    if (!Files.isRegularFile(readme)) {
      throw new ReportException(readme + ": README file does not exist");
    }
    try {
      return Files.readString(readme, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new ReportException(readme + ": cannot read: " + e, e);
    }
  }

  /** The README text with the section between the markers replaced by {@code section}. */
  static String replace(Path readme, String text, String section) throws ReportException {
    int[] begin = markerLine(readme, text, BEGIN);
    int[] end = markerLine(readme, text, END);
    if (end[0] < begin[1]) {
      throw new ReportException(readme + ": marker '" + END + "' comes before '" + BEGIN + "'");
    }
    String newline = text.contains("\r\n") ? "\r\n" : "\n";
    String body = section.endsWith("\n") ? section : section + "\n";
    body = body.replace("\r\n", "\n").replace("\n", newline);
    return text.substring(0, begin[1]) + newline + body + newline + text.substring(end[0]);
  }

  /** {start, end} of the only line whose trimmed text is {@code marker}; end includes the line break. */
  private static int[] markerLine(Path readme, String text, String marker) throws ReportException {
    int[] found = null;
    int start = 0;
    while (start <= text.length()) {
      int nl = text.indexOf('\n', start);
      int lineEnd = nl < 0 ? text.length() : nl + 1;
      if (text.substring(start, nl < 0 ? text.length() : nl).strip().equals(marker)) {
        if (found != null) {
          throw new ReportException(readme + ": marker '" + marker + "' appears more than once");
        }
        found = new int[] {start, lineEnd};
      }
      if (nl < 0) {
        break;
      }
      start = lineEnd;
    }
    if (found == null) {
      throw new ReportException(readme + ": missing marker line '" + marker + "' (the generated section goes "
          + "between '" + BEGIN + "' and '" + END + "')");
    }
    return found;
  }
}
