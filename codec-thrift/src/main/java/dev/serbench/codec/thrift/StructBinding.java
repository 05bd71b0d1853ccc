package dev.serbench.codec.thrift;

import dev.serbench.api.Binding;
import java.util.function.Function;
import java.util.function.Supplier;
import org.apache.thrift.TBase;
import org.apache.thrift.TConfiguration;
import org.apache.thrift.TException;
import org.apache.thrift.TSerializer;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolFactory;
import org.apache.thrift.transport.TMemoryInputTransport;
import org.apache.thrift.transport.TTransportException;

/**
 * One model type through its generated struct and libthrift's in-memory transports: {@link #fromModel}
 * builds the struct (timed as its own operation), {@link #encode} writes it with {@link TSerializer},
 * {@link #decode} reads every field into a new struct. The serializer, the input transport and its
 * protocol are made once per binding, as libthrift intends: the serializer resets and reuses its output
 * stream and returns a copy of it; decode resets the transport onto the input, as {@code TDeserializer}
 * does, but with a {@link TConfiguration} that lifts libthrift's default 100 MB message cap, which
 * {@code TDeserializer} cannot be given and which the large datasets' values exceed.
 */
final class StructBinding<T, S extends TBase<S, ?>> implements Binding<T, S, S> {

  /** libthrift's defaults except the message size: any message a byte array can hold. */
  private static final TConfiguration READ_LIMITS = TConfiguration.custom().setMaxMessageSize(Integer.MAX_VALUE).build();

  private final Function<T, S> toStruct;
  private final Supplier<S> newStruct;
  private final Function<S, T> toModel;
  private final TSerializer serializer;
  private final TMemoryInputTransport input;
  private final TProtocol reader;

  StructBinding(StructMapping<T, S> mapping, TProtocolFactory protocol) {
    this.toStruct = mapping.toStruct();
    this.newStruct = mapping.newStruct();
    this.toModel = mapping.toModel();
    try {
      this.serializer = new TSerializer(protocol);
      this.input = new TMemoryInputTransport(READ_LIMITS);
    } catch (TTransportException e) {
      throw new IllegalStateException("libthrift could not set up its in-memory transports", e);
    }
    this.reader = protocol.getProtocol(input);
  }

  @Override
  public S fromModel(T value) {
    return toStruct.apply(value);
  }

  @Override
  public byte[] encode(S value) throws TException {
    return serializer.serialize(value);
  }

  @Override
  public S decode(byte[] bytes) throws TException {
    S struct = newStruct.get();
    input.reset(bytes);
    try {
      struct.read(reader);
    } finally {
      // As TDeserializer does: drop the input and any state a failed read left in the protocol.
      input.clear();
      reader.reset();
    }
    return struct;
  }

  @Override
  public T toModel(S decoded) {
    return toModel.apply(decoded);
  }
}
