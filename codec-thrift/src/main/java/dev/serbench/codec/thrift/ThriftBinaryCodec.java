package dev.serbench.codec.thrift;

import org.apache.thrift.protocol.TBinaryProtocol;

/**
 * Apache Thrift with {@link TBinaryProtocol} (fixed-width big-endian integers, TSerializer's default): a
 * variant of {@link ThriftCompactCodec} that shares everything but the protocol.
 */
public final class ThriftBinaryCodec extends ThriftCodec {

  public ThriftBinaryCodec() {
    super(properties("thrift-binary", "TBinaryProtocol").variant("binary protocol").build(), new TBinaryProtocol.Factory());
  }
}
