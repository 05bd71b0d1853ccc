package dev.serbench.codec.capnp;

import org.capnproto.ReaderOptions;

/**
 * The limits every decode reads under. Cap'n Proto charges each struct, list and blob read against a
 * traversal limit (a guard against messages that point many times at the same data), so the limit
 * must be real but must fit the largest dataset.
 */
final class ReadLimits {

  /**
   * 64 Mi words (512 MiB). The largest message, gpb-complex-list-10, is 21,976,303 words (176 MB)
   * and decode reads every part of it once, so this leaves a factor of 3; it is a fixed number, not
   * one derived from the message being read.
   */
  static final long TRAVERSAL_LIMIT_WORDS = 64L * 1024 * 1024;

  /** The library's default depth: the deepest dataset (gpb-complex-list-10) nests 8 structs and lists. */
  static final int NESTING_LIMIT = 64;

  static final ReaderOptions OPTIONS = new ReaderOptions(TRAVERSAL_LIMIT_WORDS, NESTING_LIMIT);

  private ReadLimits() {}
}
