package dev.serbench.codec.kryo;

import com.esotericsoftware.kryo.unsafe.UnsafeInput;
import dev.serbench.api.AbstractCodec;

/**
 * {@code kryo-unsafe}: {@code kryo}'s Kryo and registrations over Kryo's unsafe buffers
 * ({@link com.esotericsoftware.kryo.unsafe.UnsafeOutput}, {@link UnsafeInput}), which Kryo documents as
 * its faster buffers for a writer and reader on machines of the same byte order.
 */
public final class KryoUnsafeCodec extends AbstractCodec {

  public KryoUnsafeCodec() {
    super(KryoCodec.builder("kryo-unsafe")
        .reusesBuffers(true)
        .variant("unsafe buffers")
        .notes("The kryo row's registrations and settings over Kryo's own UnsafeOutput and UnsafeInput"
            + " (sun.misc.Unsafe reads and writes of fixed-size values in native byte order, so the bytes"
            + " are readable only on a machine of the same byte order; ints and longs stay varints, Kryo's"
            + " default). One Kryo per binding with a reused UnsafeOutput and UnsafeInput; encode copies the"
            + " Output's bytes out.")
        .build());
    bindEveryModel(model -> new KryoBinding<>(model, KryoBuffers.unsafeOutput(), new UnsafeInput()));
  }
}
