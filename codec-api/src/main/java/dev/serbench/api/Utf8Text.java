package dev.serbench.api;

import java.nio.charset.StandardCharsets;
import java.util.Random;

/**
 * Realistic text of an exact UTF-8 size, from a seeded {@link Random}: mostly ASCII words, with the
 * punctuation JSON must escape (quotes, backslashes, newlines, tabs) and multi-byte characters
 * (accented Latin, Greek, Cyrillic, CJK, emoji outside the BMP, written as surrogate pairs in Java).
 */
final class Utf8Text {

  private static final String[] ASCII_WORDS = {
    "the", "order", "shipped", "to", "user", "status", "error", "retry", "payload", "value", "request",
    "timeout", "server", "client", "latency", "queue", "message", "event", "stream", "batch", "record",
    "field", "update", "delete", "created", "id", "and", "of", "in", "for", "with", "is", "was", "not",
    "warehouse", "invoice", "customer", "account", "balance", "session", "token", "region", "cluster",
  };
  private static final String[] OTHER_WORDS = {
    "café", "naïve", "Zürich", "São Paulo", "mañana", "crème brûlée", "Ελλάδα", "λόγος", "Москва",
    "привет", "данные", "東京", "数据", "日本語", "서울", "€12,50", "—", "“quoted”", "😀", "🚀", "👍🏽",
  };
  private static final String[] PUNCTUATION = {
    ", ", ". ", ": ", "; ", "! ", "? ", " (", ") ", "\"", "\\", "\n", "\t", "/", "'", " - ", "{\"k\": 1}",
  };

  private Utf8Text() {}

  /** Text of exactly {@code bytes} UTF-8 bytes, never splitting a character. */
  static String of(Random random, int bytes) {
    StringBuilder text = new StringBuilder(bytes);
    int left = bytes;
    while (left > 0) {
      String token = token(random);
      int size = utf8Length(token);
      if (size > left) {
        // Fill the end with ASCII letters so that the size is exact.
        token = randomLetters(random, left);
        size = left;
      }
      text.append(token);
      left -= size;
    }
    String s = text.toString();
    if (s.getBytes(StandardCharsets.UTF_8).length != bytes) {
      throw new IllegalStateException("text of " + s.getBytes(StandardCharsets.UTF_8).length + " bytes, wanted " + bytes);
    }
    return s;
  }

  private static String token(Random random) {
    int kind = random.nextInt(100);
    if (kind < 62) {
      return ASCII_WORDS[random.nextInt(ASCII_WORDS.length)] + " ";
    } else if (kind < 82) {
      return OTHER_WORDS[random.nextInt(OTHER_WORDS.length)] + " ";
    } else {
      return PUNCTUATION[random.nextInt(PUNCTUATION.length)];
    }
  }

  private static String randomLetters(Random random, int n) {
    char[] chars = new char[n];
    for (int i = 0; i < n; i++) {
      chars[i] = (char) ('a' + random.nextInt(26));
    }
    return new String(chars);
  }

  /** The UTF-8 length of {@code s} (a surrogate pair is one 4-byte character). */
  static int utf8Length(String s) {
    int n = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        n += 1;
      } else if (c < 0x800) {
        n += 2;
      } else if (Character.isHighSurrogate(c)) {
        n += 4;
        i++;
      } else {
        n += 3;
      }
    }
    return n;
  }
}
