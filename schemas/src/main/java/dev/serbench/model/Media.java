package dev.serbench.model;

import java.util.List;

/**
 * A media item of eishay/jvm-serializers.
 *
 * @param title optional: null when absent
 * @param duration milliseconds
 * @param bitrate optional: null when absent
 * @param copyright optional: null when absent
 */
public record Media(
    String uri,
    String title,
    int width,
    int height,
    String format,
    long duration,
    long size,
    Integer bitrate,
    List<String> persons,
    Player player,
    String copyright) implements java.io.Serializable {

  /** The player a media item is made for. */
  public enum Player { JAVA, FLASH }
}
