package dev.serbench.codec.pojo;

import java.time.Instant;

/**
 * An Instant as its two fields, seconds since 1970 and nanoseconds of the second: what a library that
 * maps plain fields can write exactly (year 1 and instants before 1970 included).
 */
public final class TimestampPojo {
  public long seconds;
  public int nanos;

  public static TimestampPojo from(Instant instant) {
    if (instant == null) {
      return null;
    }
    TimestampPojo pojo = new TimestampPojo();
    pojo.seconds = instant.getEpochSecond();
    pojo.nanos = instant.getNano();
    return pojo;
  }

  public static Instant toInstant(TimestampPojo pojo) {
    return pojo == null ? null : Instant.ofEpochSecond(pojo.seconds, pojo.nanos);
  }
}
