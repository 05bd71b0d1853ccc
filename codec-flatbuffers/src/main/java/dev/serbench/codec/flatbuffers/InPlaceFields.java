package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Digest;
import dev.serbench.schemas.fbs.Timestamp;
import java.nio.ByteBuffer;

/** How the in-place readers fold the field kinds that are more than one scalar into a {@link Digest}. */
final class InPlaceFields {

  private InPlaceFields() {}

  /**
   * Folds a string or byte vector from the view an {@code xxxInByteBuffer}/{@code xxxAsByteBuffer}
   * accessor positioned on it (position to limit); null, the accessor's answer for an absent field,
   * folds as absent.
   */
  static void text(Digest digest, ByteBuffer view) {
    if (view == null) {
      digest.addNull();
      return;
    }
    int start = view.position();
    int length = view.limit() - start;
    digest.addText(length, length == 0 ? 0 : view.get(start), length == 0 ? 0 : view.get(start + length - 1));
  }

  /** Folds a Timestamp struct (seconds and nanoseconds, as the writers store an Instant); null is absent. */
  static void timestamp(Digest digest, Timestamp timestamp) {
    if (timestamp == null) {
      digest.addNull();
    } else {
      digest.addTimestamp(timestamp.seconds(), timestamp.nanos());
    }
  }

  /** The digest of one integer: what an access of a scalar or a size returns. */
  static long single(long value) {
    return new Digest().add(value).value();
  }
}
