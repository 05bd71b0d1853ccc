package dev.serbench.codec.json;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.Operation;

/**
 * {@code json-dsl-reuse}: {@code json-dsl}'s compiled converters writing into one reused JsonWriter array;
 * decode is {@code json-dsl}'s, so only encode is timed.
 */
public final class DslJsonReuseCodec extends AbstractCodec {

  public DslJsonReuseCodec() {
    super(DslJsonCodec.builder("json-dsl-reuse")
        .reusedOutput()
        .operations(Operation.ENCODE)
        .notes("The json-dsl row's compiled converters and settings; encode resets one JsonWriter per binding and"
            + " writes into its byte array (grown by dsl-json when too small), read in place with getByteBuffer()"
            + " up to size() instead of copied out with toByteArray(). Decode is json-dsl's and is not timed here.")
        .build());
    for (DtoMapping<?, ?> mapping : DtoMappings.all()) {
      bindMapping(mapping);
    }
  }

  private <T, D> void bindMapping(DtoMapping<T, D> mapping) {
    bind(mapping.model(), () -> new ReusedOutputDslJsonBinding<>(DslJsonSetup.compiledOnly(), mapping));
  }
}
