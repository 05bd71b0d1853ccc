package dev.serbench.capnp.compiler;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Checks that the ordinals of a struct's fields or an enum's enumerants are exactly 0..N-1. */
final class Ordinals {
  private Ordinals() {}

  record Entry(int ordinal, SourcePos pos) {}

  /** Reports duplicates and gaps with the reference compiler's wording; true when all is well. */
  static boolean check(List<Entry> entries, Diagnostics diagnostics) {
    boolean ok = true;
    int expected = 0;
    Map<Integer, Entry> seen = new HashMap<>();
    List<Entry> sorted = entries.stream().sorted(Comparator.comparingInt(Entry::ordinal)).toList();
    for (Entry e : sorted) {
      Entry first = seen.putIfAbsent(e.ordinal(), e);
      if (first != null) {
        diagnostics.error(e.pos(), "Duplicate ordinal number @" + e.ordinal()
            + " (originally used at " + first.pos() + ")");
        ok = false;
        continue;
      }
      if (e.ordinal() != expected) {
        diagnostics.error(e.pos(), "Skipped ordinal @" + expected
            + ".  Ordinals must be sequential with no holes.");
        ok = false;
      }
      expected = e.ordinal() + 1;
    }
    return ok;
  }
}
