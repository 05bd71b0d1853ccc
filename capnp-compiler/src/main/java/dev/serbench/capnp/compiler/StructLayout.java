package dev.serbench.capnp.compiler;

/**
 * Places the fields of one struct exactly like the reference compiler ({@code StructLayout} in
 * node-translator.c++): fields are added in ordinal order; a data field first fills the one free
 * hole of its size, splitting a larger hole if needed, and otherwise grows the data section by a
 * word, leaving the rest of that word as holes.
 */
public final class StructLayout {
  /** holes[k] is the offset, in units of 2^k bits, of the free hole of that size; 0 is none. */
  private final int[] holes = new int[6];
  private int dataWords;
  private int pointers;

  /** Adds a data field of 2^lgBits bits and returns its offset in units of its own size. */
  public int addData(int lgBits) {
    int hole = tryAllocate(lgBits);
    if (hole >= 0) {
      return hole;
    }
    int offset = dataWords++ << (6 - lgBits);
    int o = offset + 1;
    for (int k = lgBits; k < holes.length; k++) {
      holes[k] = o;
      o = (o + 1) / 2;
    }
    return offset;
  }

  /** Adds a pointer field and returns its index in the pointer section. */
  public int addPointer() {
    return pointers++;
  }

  public int dataWords() {
    return dataWords;
  }

  public int pointers() {
    return pointers;
  }

  private int tryAllocate(int lgBits) {
    if (lgBits >= holes.length) {
      return -1;
    }
    if (holes[lgBits] != 0) {
      int result = holes[lgBits];
      holes[lgBits] = 0;
      return result;
    }
    int larger = tryAllocate(lgBits + 1);
    if (larger < 0) {
      return -1;
    }
    holes[lgBits] = larger * 2 + 1;
    return larger * 2;
  }
}
