package dev.serbench.codec.bson;

import java.time.Instant;
import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

/**
 * An Instant as the embedded document {@code {s: int64 seconds, n: int32 nanoseconds}}: BSON's datetime
 * (and the driver's InstantCodec) holds milliseconds since 1970, which would lose the nanoseconds.
 */
final class InstantCodec implements Codec<Instant> {

  @Override
  public void encode(BsonWriter writer, Instant value, EncoderContext context) {
    writer.writeStartDocument();
    writer.writeInt64("s", value.getEpochSecond());
    writer.writeInt32("n", value.getNano());
    writer.writeEndDocument();
  }

  @Override
  public Instant decode(BsonReader reader, DecoderContext context) {
    reader.readStartDocument();
    long seconds = reader.readInt64("s");
    int nanos = reader.readInt32("n");
    reader.readEndDocument();
    return Instant.ofEpochSecond(seconds, nanos);
  }

  @Override
  public Class<Instant> getEncoderClass() {
    return Instant.class;
  }
}
