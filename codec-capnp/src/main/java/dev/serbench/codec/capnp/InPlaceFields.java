package dev.serbench.codec.capnp;

import dev.serbench.api.Digest;
import dev.serbench.schemas.capnp.TimestampCapnp.Timestamp;
import org.capnproto.Data;
import org.capnproto.Text;

/** How the in-place readers fold the field kinds that are more than one scalar into a {@link Digest}. */
final class InPlaceFields {

  private InPlaceFields() {}

  /** Folds a Text by its UTF-8 length and first and last byte, read where the text lies in the segment. */
  static void text(Digest digest, Text.Reader text) {
    int size = text.size;
    digest.addText(size, size == 0 ? 0 : text.buffer.get(text.offset),
        size == 0 ? 0 : text.buffer.get(text.offset + size - 1));
  }

  /** Folds Data like {@link #text}. */
  static void data(Digest digest, Data.Reader data) {
    int size = data.size;
    digest.addText(size, size == 0 ? 0 : data.buffer.get(data.offset),
        size == 0 ? 0 : data.buffer.get(data.offset + size - 1));
  }

  static void timestamp(Digest digest, Timestamp.Reader timestamp) {
    digest.addTimestamp(timestamp.getSeconds(), timestamp.getNanos());
  }

  /** The digest of one integer: what an access of a scalar or a size returns. */
  static long single(long value) {
    return new Digest().add(value).value();
  }
}
