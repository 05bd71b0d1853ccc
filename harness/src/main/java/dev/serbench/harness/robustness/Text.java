package dev.serbench.harness.robustness;

/** Short one-line text for examples and protocol lines. */
final class Text {

  /** Examples are cut to this many characters. */
  static final int MAX = 240;

  private Text() {}

  /**
   * {@code text} on one line, cut to {@link #MAX} characters; control characters (decoders quote the
   * damaged bytes in their messages) become spaces and '?'.
   */
  static String shorten(String text) {
    StringBuilder line = new StringBuilder(Math.min(text.length(), MAX));
    for (int i = 0; i < text.length() && line.length() < MAX; i++) {
      char c = text.charAt(i);
      line.append(c == '\n' || c == '\r' || c == '\t' ? ' '
          : Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || Character.isSurrogate(c) ? '?' : c);
    }
    return line.length() < MAX || text.length() == MAX ? line.toString() : line.substring(0, MAX - 3) + "...";
  }
}
