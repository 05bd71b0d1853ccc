package dev.serbench.codec.fory;

import dev.serbench.api.AbstractCodec;
import org.apache.fory.config.CompatibleMode;

/**
 * {@code fory-consistent}: {@code fory}'s settings and registrations in Fory's schema-consistent mode,
 * where writer and reader must have the same classes and no message carries its types' field meta.
 */
public final class ForyConsistentCodec extends AbstractCodec {

  public ForyConsistentCodec() {
    super(ForyCodec.builder("fory-consistent")
        .reusesBuffers(true)
        .variant("schema-consistent")
        .notes("The fory row's settings and registrations with CompatibleMode.SCHEMA_CONSISTENT: no field"
            + " meta in the bytes, so writer and reader must hold the same class definitions (no field can be"
            + " added or removed between them). One Fory per binding: serialize(Object) writes into Fory's"
            + " own reused buffer and returns a copy.")
        .build());
    bindEveryModel(model -> new ForyBinding<>(model, ForyRegistrations.newFory(CompatibleMode.SCHEMA_CONSISTENT)));
  }
}
