package dev.serbench.codec.protostuff;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Operation;
import dev.serbench.codec.pojo.PojoMapping;
import dev.serbench.codec.pojo.PojoMappings;

/**
 * {@code protostuff}: protostuff's runtime schemas (fields numbered in declaration order, no .proto) over
 * codec-pojo's mirror classes: protostuff sets fields in place, which Java records forbid.
 */
public final class ProtostuffCodec extends AbstractCodec {

  public ProtostuffCodec() {
    super(CodecProperties.builder("protostuff", "io.protostuff:protostuff-runtime")
        .format("protostuff")
        .crossLanguage(false)
        .timestamps("nested message TimestampPojo {1: seconds int64, 2: nanos int32} (codec-pojo's mirror)")
        .reusesBuffers(true)
        .operations(Operation.ENCODE, Operation.DECODE, Operation.FROM_MODEL, Operation.TO_MODEL)
        .notes("RuntimeSchema.getSchema per mirror class (codec-pojo: public fields, no-argument"
            + " constructors, Instant as seconds and nanos), written by ProtostuffIOUtil.toByteArray with one"
            + " LinkedBuffer per binding, cleared after each write, and read by mergeFrom into a new message."
            + " The protostuff format is protobuf-like (tags in declaration order) with protostuff's own"
            + " encoding of collections and maps. Records cannot be used: protostuff sets final fields"
            + " through Unsafe, which the JDK refuses for records, so fromModel (records to mirrors) and"
            + " toModel (back) are timed on their own.")
        .build());
    for (PojoMapping<?, ?> mapping : PojoMappings.all()) {
      register(mapping);
    }
  }

  private <T, P> void register(PojoMapping<T, P> mapping) {
    bind(mapping.model(), () -> new ProtostuffBinding<>(mapping));
  }
}
