package dev.serbench.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Finds a library's version from the {@code pom.properties} that Maven puts in every jar. */
public final class LibraryVersion {

  private LibraryVersion() {}

  /**
   * The version of {@code group:artifact} on the classpath, or "JDK x" for {@code java.base}.
   *
   * @throws IllegalStateException when the library's pom.properties is not on the classpath (some jars,
   *     protobuf-java among them, ship none: their codecs pass the version with
   *     {@link CodecProperties.Builder#libraryVersion})
   */
  public static String of(String coordinates) {
    if (coordinates.equals("java.base")) {
      return "JDK " + Runtime.version().feature();
    }
    int colon = coordinates.indexOf(':');
    if (colon < 0) {
      throw new IllegalArgumentException("library '" + coordinates + "' is not group:artifact");
    }
    String resource = "/META-INF/maven/" + coordinates.substring(0, colon) + "/" + coordinates.substring(colon + 1)
        + "/pom.properties";
    try (InputStream in = LibraryVersion.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("no " + resource + " on the classpath: is " + coordinates + " a dependency?");
      }
      Properties properties = new Properties();
      properties.load(in);
      return properties.getProperty("version", "unknown");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + resource, e);
    }
  }
}
