package dev.serbench.codec.kryo;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.Operation;

/**
 * {@code kryo-reuse}: {@code kryo}'s Kryo and registrations writing into one reused Output array; decode
 * is {@code kryo}'s, so only encode is timed.
 */
public final class KryoReuseCodec extends AbstractCodec {

  public KryoReuseCodec() {
    super(KryoCodec.builder("kryo-reuse")
        .reusedOutput()
        .operations(Operation.ENCODE)
        .notes("The kryo row's registrations and settings; encode resets one Output per binding and writes into"
            + " its byte array (grown by Kryo when too small), read in place up to position() instead of"
            + " copied out with toBytes(). Decode is kryo's and is not timed here.")
        .build());
    bindEveryModel(ReusedOutputKryoBinding::new);
  }
}
