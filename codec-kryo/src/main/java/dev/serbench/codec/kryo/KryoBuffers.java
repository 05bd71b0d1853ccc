package dev.serbench.codec.kryo;

import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.unsafe.UnsafeOutput;

/** The Output sizes every Kryo row uses. */
final class KryoBuffers {

  /** Starts at 4 KiB and grows without bound (maxBufferSize -1): the largest dataset needs tens of MB. */
  private static final int INITIAL = 4096;
  private static final int UNBOUNDED = -1;

  private KryoBuffers() {}

  static Output output() {
    return new Output(INITIAL, UNBOUNDED);
  }

  static UnsafeOutput unsafeOutput() {
    return new UnsafeOutput(INITIAL, UNBOUNDED);
  }
}
