package dev.serbench.codec.sbe;

import java.util.Iterator;

/**
 * How the readers take a nested record out of its repeating group: the schemas hold a record with
 * strings as a group of one entry (zero or one for an optional record), since SBE composites hold
 * fixed-size fields only. Every generated group decoder iterates over its own entries.
 */
final class Groups {

  private Groups() {}

  /**
   * The one entry of a required record's group, positioned for reading.
   *
   * @throws java.util.NoSuchElementException when the group is empty
   * @throws IllegalStateException when it has more than one entry
   */
  static <G extends Iterator<G>> G one(G group) {
    G entry = group.next();
    if (group.hasNext()) {
      throw new IllegalStateException("a group of one record holds more than one entry");
    }
    return entry;
  }

  /** The entry of an optional record's group, positioned for reading, or null when the group is empty. */
  static <G extends Iterator<G>> G optional(G group) {
    if (!group.hasNext()) {
      return null;
    }
    return one(group);
  }
}
