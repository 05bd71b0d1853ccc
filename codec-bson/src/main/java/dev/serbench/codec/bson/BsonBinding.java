package dev.serbench.codec.bson;

import dev.serbench.api.ModelBinding;
import java.nio.ByteBuffer;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;

/**
 * BSON on one canonical record type: the registry's codec for the root type, looked up once, writing
 * through a {@link BsonBinaryWriter} into a {@link BasicOutputBuffer} and reading through a
 * {@link BsonBinaryReader} over the bytes, as the driver itself does.
 */
final class BsonBinding<T> extends ModelBinding<T> {

  private static final EncoderContext ENCODER_CONTEXT = EncoderContext.builder().build();
  private static final DecoderContext DECODER_CONTEXT = DecoderContext.builder().build();

  private final Codec<T> codec;
  /** Reused between calls (truncated to 0), as the driver reuses its output buffers; grows as needed. */
  private final BasicOutputBuffer output = new BasicOutputBuffer(4096);

  BsonBinding(Class<T> model) {
    this.codec = BsonRegistry.forModel().get(model);
  }

  @Override
  public byte[] encode(T value) {
    output.truncateToPosition(0);
    // A writer is a small state machine over the buffer, made per document as the driver does.
    codec.encode(new BsonBinaryWriter(output), value, ENCODER_CONTEXT);
    return output.toByteArray(); // a copy: the buffer is written over by the next call
  }

  @Override
  public T decode(byte[] bytes) {
    return codec.decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)), DECODER_CONTEXT);
  }
}
