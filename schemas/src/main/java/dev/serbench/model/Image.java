package dev.serbench.model;

/**
 * An image of eishay/jvm-serializers.
 *
 * @param title optional: null when absent
 */
public record Image(String uri, String title, int width, int height, Size size) implements java.io.Serializable {

  /** The size class of an image. */
  public enum Size { SMALL, LARGE }
}
