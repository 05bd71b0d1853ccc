package dev.serbench.codec.floors;

import dev.serbench.api.ApiKind;
import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Dataset;
import dev.serbench.api.Encoding;
import dev.serbench.api.Operation;

/** {@code noop}: the harness's own cost per operation (picking the next value, the call, the Blackhole). */
public final class NoopCodec implements Codec {

  private static final CodecProperties PROPERTIES = CodecProperties.builder("noop", "dev.serbench:codec-floors")
      .format("none")
      .timestamps("none (writes nothing)")
      .encoding(Encoding.BINARY)
      .schemaRequired(false)
      .api(ApiKind.HAND_WRITTEN)
      .floor()
      .operations(Operation.ENCODE, Operation.DECODE)
      .notes("Encode returns an array preallocated per value (value i is i + 1 bytes long) and decode returns"
          + " its input: what remains is the harness's own cost of one timed call.")
      .build();

  @Override
  public CodecProperties properties() {
    return PROPERTIES;
  }

  @Override
  public <T> Binding<T, ?, ?> bind(Dataset<T> dataset) {
    return new NoopBinding<>(dataset.values());
  }
}
