package dev.serbench.codec.thrift;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.Operation;
import dev.serbench.api.TimePrecision;
import org.apache.thrift.TBase;
import org.apache.thrift.protocol.TProtocolFactory;

/**
 * What the Thrift rows have in common: libthrift's generated structs for every model type, written and
 * read with one protocol. The rows differ only in that protocol ({@link ThriftCompactCodec},
 * {@link ThriftBinaryCodec}).
 */
abstract class ThriftCodec extends AbstractCodec {

  static final String LIBRARY = "org.apache.thrift:libthrift";

  /**
   * @param properties the row's properties, started with {@link #properties}
   * @param protocol the protocol every binding of this row writes and reads (a stateless factory)
   */
  ThriftCodec(CodecProperties properties, TProtocolFactory protocol) {
    super(properties);
    for (StructMapping<?, ?> mapping : StructMappings.all()) {
      register(mapping, protocol);
    }
  }

  /** The properties both rows share; {@code protocolName} is the protocol as the notes name it. */
  static CodecProperties.Builder properties(String id, String protocolName) {
    return CodecProperties.builder(id, LIBRARY)
        .format("Apache Thrift")
        .encoding(Encoding.BINARY)
        .schemaRequired(true)
        .api(ApiKind.GENERATED)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("struct Timestamp {1: i64 seconds, 2: i32 nanos}")
        // TSerializer resets and reuses one ByteArrayOutputStream, returning a copy per call.
        .reusesBuffers(true)
        .operations(Operation.ENCODE, Operation.DECODE, Operation.FROM_MODEL, Operation.TO_MODEL)
        .notes("Structs generated from the Thrift IDL by a pure-Java port of thrift's Java generator, with "
            + protocolName + "; encode is TSerializer.serialize(struct), decode is struct.read(protocol) over a "
            + "reset TMemoryInputTransport (TDeserializer's path, with a TConfiguration lifting its 100 MB message "
            + "cap), one serializer and transport per binding. libthrift reads binary fields as ByteBuffers "
            + "wrapping the input array, hence the gpb rows' aliasing. fromModel (records to struct) and toModel "
            + "(struct to records) are timed on their own.");
  }

  private <T, S extends TBase<S, ?>> void register(StructMapping<T, S> mapping, TProtocolFactory protocol) {
    bind(mapping.model(), () -> new StructBinding<>(mapping, protocol));
  }
}
