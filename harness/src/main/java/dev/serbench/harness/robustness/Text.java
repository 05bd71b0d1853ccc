package dev.serbench.harness.robustness;

/** Short one-line text for examples and protocol lines. */
final class Text {

  /** Examples are cut to this many characters. */
  static final int MAX = 240;

  private Text() {}

  /** {@code text} on one line, cut to {@link #MAX} characters. */
  static String shorten(String text) {
    String line = text.replace('\r', ' ').replace('\n', ' ').replace('\t', ' ');
    return line.length() <= MAX ? line : line.substring(0, MAX - 3) + "...";
  }
}
