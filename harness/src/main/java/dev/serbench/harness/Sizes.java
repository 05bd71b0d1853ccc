package dev.serbench.harness;

import com.github.luben.zstd.Zstd;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/**
 * Encoded sizes of a dataset's values, raw and compressed, averaged per value.
 *
 * @param mean mean encoded bytes per value
 * @param min smallest encoded value
 * @param max largest encoded value
 * @param gzip mean bytes per value after gzip (JDK default level)
 * @param zstd mean bytes per value after zstd level 3
 * @param first the encoded size of value 0, the source study's value (for side-by-sides with the study)
 */
public record Sizes(double mean, long min, long max, double gzip, double zstd, long first) {

  static final int ZSTD_LEVEL = 3;

  /** Measures the encoded values of one pair. */
  public static Sizes of(List<byte[]> encoded) {
    long total = 0;
    long min = Long.MAX_VALUE;
    long max = 0;
    for (byte[] bytes : encoded) {
      total += bytes.length;
      min = Math.min(min, bytes.length);
      max = Math.max(max, bytes.length);
    }
    // The compressed sizes are most of validation's time for large values (gzip runs at tens of MB/s):
    // the values are compressed on every core.
    long gzip = encoded.parallelStream().mapToLong(Sizes::gzipLength).sum();
    long zstd = encoded.parallelStream().mapToLong(b -> Zstd.compress(b, ZSTD_LEVEL).length).sum();
    double n = encoded.size();
    return new Sizes(total / n, min, max, gzip / n, zstd / n, encoded.get(0).length);
  }

  private static int gzipLength(byte[] bytes) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length / 2 + 64);
    try (GZIPOutputStream gzip = new GZIPOutputStream(out)) {
      gzip.write(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.size();
  }
}
