package dev.serbench.report.go;

import dev.serbench.report.run.Op;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The one table that maps Go benchmark names to serbench datasets, operations and Go codec labels:
 * {@code go-mapping.tsv} in this module's resources. The first rule whose regex matches the whole name wins.
 */
public final class GoMapping {

  static final String RESOURCE = "go-mapping.tsv";

  private final List<GoMappingRule> rules;

  GoMapping(List<GoMappingRule> rules) {
    this.rules = List.copyOf(rules);
  }

  /** The mapping shipped with the report. */
  public static GoMapping standard() {
    try (InputStream in = GoMapping.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from the report's resources");
      }
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      return parse(RESOURCE, reader.lines().toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Parses mapping rules: tab-separated (runs of tabs count as one) {@code regex dataset op codec [note]};
   * {@code #} lines and blank lines are comments.
   */
  static GoMapping parse(String name, List<String> lines) {
    List<GoMappingRule> rules = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.isBlank() || line.strip().startsWith("#")) {
        continue;
      }
      String where = name + ":" + (i + 1);
      String[] cols = line.strip().split("\t+");
      if (cols.length < 4 || cols.length > 5) {
        throw new IllegalStateException(where + ": expected 4 or 5 tab-separated columns (regex, dataset, op, "
            + "codec, note), found " + cols.length);
      }
      Pattern pattern;
      try {
        pattern = Pattern.compile(cols[0]);
      } catch (PatternSyntaxException e) {
        throw new IllegalStateException(where + ": bad regex: " + e.getDescription(), e);
      }
      rules.add(new GoMappingRule(where, pattern, cols[1], cols[2], cols[3], cols.length == 5 ? cols[4] : ""));
    }
    return new GoMapping(rules);
  }

  public List<GoMappingRule> rules() {
    return rules;
  }

  /** Maps one benchmark; unmapped results say why in their note. */
  public GoMatch map(GoBenchmark b) {
    for (GoMappingRule rule : rules) {
      Matcher m = rule.pattern().matcher(b.name());
      if (!m.matches()) {
        continue;
      }
      try {
        String dataset = GoMappingRule.expand(rule.dataset(), m);
        if (dataset.equals(GoMappingRule.NOT_COMPARABLE)) {
          return new GoMatch(b, null, null, null, rule.note().isEmpty() ? "not comparable" : rule.note());
        }
        return new GoMatch(b, dataset, op(GoMappingRule.expand(rule.op(), m)), GoMappingRule.expand(rule.codec(), m),
            rule.note());
      } catch (IllegalStateException e) {
        throw new IllegalStateException(rule.source() + ": " + e.getMessage(), e);
      }
    }
    return new GoMatch(b, null, null, null, "no rule in " + RESOURCE + " matches");
  }

  /** encode/marshal/Encode -> ENCODE, decode/unmarshal/Decode -> DECODE. */
  static Op op(String text) {
    return switch (text.toLowerCase(Locale.ROOT)) {
      case "encode", "marshal" -> Op.ENCODE;
      case "decode", "unmarshal" -> Op.DECODE;
      default -> throw new IllegalStateException("operation '" + text + "' is neither encode nor decode");
    };
  }
}
