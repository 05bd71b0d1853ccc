package dev.serbench.report.go;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One row of go-mapping.tsv: a regex over the whole benchmark name (without {@code -GOMAXPROCS}) and the
 * serbench dataset, operation and Go codec label it maps to, each of which may use {@code $1}..{@code $9}.
 * Dataset {@code -} means "known, but serbench has no comparable dataset": the note says why.
 *
 * @param source where the rule was written ({@code go-mapping.tsv:12}), for error messages
 */
public record GoMappingRule(String source, Pattern pattern, String dataset, String op, String codec, String note) {

  /** The dataset value of rules that deliberately map to nothing. */
  public static final String NOT_COMPARABLE = "-";

  /** Replaces {@code $1}..{@code $9} in {@code template} with the match's groups. */
  static String expand(String template, Matcher m) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < template.length(); i++) {
      char c = template.charAt(i);
      if (c == '$' && i + 1 < template.length() && Character.isDigit(template.charAt(i + 1))) {
        int group = template.charAt(++i) - '0';
        if (group > m.groupCount()) {
          throw new IllegalStateException("regex has no group $" + group);
        }
        String value = m.group(group);
        out.append(value == null ? "" : value);
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }
}
