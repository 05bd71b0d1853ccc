package dev.serbench.codec.thrift;

import org.apache.thrift.protocol.TCompactProtocol;

/**
 * Apache Thrift with {@link TCompactProtocol}, its protocol for small messages (varints, zigzag,
 * field-id deltas): the row to compare with other compact binary formats.
 */
public final class ThriftCompactCodec extends ThriftCodec {

  public ThriftCompactCodec() {
    super(properties("thrift-compact", "TCompactProtocol").build(), new TCompactProtocol.Factory());
  }
}
