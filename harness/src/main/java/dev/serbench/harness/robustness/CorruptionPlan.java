package dev.serbench.harness.robustness;

import java.util.SplittableRandom;

/**
 * The corrupted inputs of one (codec, dataset) pair, numbered from 0. Input {@code i} depends only on
 * the seed, the codec and dataset ids, {@code i} and the lengths of the valid messages, so the
 * coordinator (which holds no bytes) and a worker (which holds them) agree on every input, and a
 * restarted worker continues where the killed one stopped.
 *
 * <p>First come truncations: every length from 0 for a first message under
 * {@value #ALL_TRUNCATIONS_BELOW} bytes, else a quarter of the inputs at sampled lengths (0, half,
 * all but the last byte, then mostly log-uniform lengths, which favour the start of the message where
 * headers and counts are, and some uniform ones). The rest cycle through byte flips, random bytes and
 * huge values written over the message (aligned or not), over the valid messages in turn; their
 * positions are uniform, and for messages of 4 KiB or more three in four are log-uniform.
 */
final class CorruptionPlan {

  /** Messages shorter than this get every truncation length. */
  static final int ALL_TRUNCATIONS_BELOW = 4096;

  private static final long GOLDEN = 0x9E3779B97F4A7C15L;

  private final long seed;
  private final String codec;
  private final String dataset;
  private final int[] lengths;
  private final int truncations;
  private final int count;

  /**
   * @param lengths the lengths of the pair's valid messages (at least one)
   * @param inputs the least number of inputs to make; more when every truncation of a short message is
   *     tried, so that the other kinds still get half of {@code inputs}
   */
  CorruptionPlan(long seed, String codec, String dataset, int[] lengths, int inputs) {
    if (lengths.length == 0 || inputs < 1) {
      throw new IllegalArgumentException("a plan needs a message and at least one input");
    }
    this.seed = seed;
    this.codec = codec;
    this.dataset = dataset;
    this.lengths = lengths.clone();
    this.truncations = lengths[0] < ALL_TRUNCATIONS_BELOW ? lengths[0] : Math.max(1, inputs / 4);
    this.count = truncations + Math.max(inputs - truncations, (inputs + 1) / 2);
  }

  /** The number of valid messages the inputs are made from. */
  int messages() {
    return lengths.length;
  }

  /** The number of inputs. */
  int count() {
    return count;
  }

  /** Input {@code index}, in {@code [0, count())}. */
  Corruption at(int index) {
    if (index < 0 || index >= count) {
      throw new IndexOutOfBoundsException("input " + index + " of " + count);
    }
    SplittableRandom random = random(index);
    if (index < truncations) {
      return truncation(index, random);
    }
    int j = index - truncations;
    int message = (j / 3) % lengths.length;
    int length = lengths[message];
    return switch (j % 3) {
      case 0 -> flips(message, length, random);
      case 1 -> new Corruption.RandomBytes(message, length, random.nextLong());
      default -> overwrite(message, length, random);
    };
  }

  private Corruption truncation(int index, SplittableRandom random) {
    int first = lengths[0];
    if (first < ALL_TRUNCATIONS_BELOW) {
      return new Corruption.Truncation(0, index, first);
    }
    int message = index % lengths.length;
    int length = lengths[message];
    int cut = switch (index) {
      case 0 -> 0;
      case 1 -> length - 1;
      case 2 -> length / 2;
      default -> random.nextInt(4) == 0 ? random.nextInt(length) : logUniform(length, random);
    };
    return new Corruption.Truncation(message, cut, length);
  }

  private static Corruption flips(int message, int length, SplittableRandom random) {
    if (length == 0) {
      return new Corruption.Flips(message, new int[0], new int[0]);
    }
    // Mostly one byte; one input in four flips two to four.
    int n = random.nextInt(4) == 0 ? 2 + random.nextInt(3) : 1;
    int[] positions = new int[n];
    int[] masks = new int[n];
    for (int i = 0; i < n; i++) {
      positions[i] = position(length, random);
      masks[i] = 1 + random.nextInt(255);
    }
    return new Corruption.Flips(message, positions, masks);
  }

  private static Corruption overwrite(int message, int length, SplittableRandom random) {
    Corruption.HugeValue[] values = Corruption.HugeValue.values();
    Corruption.HugeValue value = values[random.nextInt(values.length)];
    int room = Math.max(1, length - value.length() + 1);
    int position = Math.min(position(room, random), Math.max(0, length - 1));
    if (random.nextBoolean()) {
      int alignment = value.length() >= 8 ? 8 : 4;
      position -= position % alignment;
    }
    return new Corruption.Overwrite(message, Math.max(0, position), value);
  }

  /**
   * A position in {@code [0, length)}: uniform, or for messages of 4 KiB or more log-uniform three times in
   * four. Decoders take the same paths wherever in a long message the damage is, but they read everything
   * before it, so damage spread uniformly over a 20 MB message costs half a decode per input.
   */
  private static int position(int length, SplittableRandom random) {
    return length >= ALL_TRUNCATIONS_BELOW && random.nextInt(4) != 0 ? logUniform(length, random) : random.nextInt(length);
  }

  /** A number in {@code [0, length)} whose logarithm is uniform: as many below 16 as between 16 and 256. */
  private static int logUniform(int length, SplittableRandom random) {
    double x = Math.expm1(random.nextDouble() * Math.log1p(length));
    return (int) Math.min(length - 1, Math.max(0, Math.floor(x)));
  }

  private SplittableRandom random(int index) {
    long key = seed;
    key = key * GOLDEN + codec.hashCode();
    key = key * GOLDEN + dataset.hashCode();
    key = key * GOLDEN + index;
    return new SplittableRandom(key);
  }
}
