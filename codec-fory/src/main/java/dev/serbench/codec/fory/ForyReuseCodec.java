package dev.serbench.codec.fory;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.Operation;

/**
 * {@code fory-reuse}: {@code fory}'s Fory and registrations serializing into one reused heap MemoryBuffer;
 * decode is {@code fory}'s, so only encode is timed.
 */
public final class ForyReuseCodec extends AbstractCodec {

  public ForyReuseCodec() {
    super(ForyCodec.builder("fory-reuse")
        .reusedOutput()
        .operations(Operation.ENCODE)
        .notes("The fory row's settings and registrations; encode is fory.serialize(buffer, value) into one heap"
            + " MemoryBuffer per binding (writer index reset to 0, grown by Fory when too small), whose array is"
            + " read in place up to the writer index instead of copied out by serialize(Object). Decode is fory's"
            + " and is not timed here.")
        .build());
    bindEveryModel(ReusedOutputForyBinding::new);
  }
}
