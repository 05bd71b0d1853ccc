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
   * <p>Maven-built jars carry {@code META-INF/maven/<group>/<artifact>/pom.properties}. For a library
   * built otherwise (msgpack-java is built with sbt), its codec module ships a one-line resource
   * {@code META-INF/serbench/library-versions/<group>/<artifact>} that Maven fills in from the pinned
   * version (resource filtering), so the version survives shading too.
   *
   * @throws IllegalStateException when neither resource is on the classpath
   */
  public static String of(String coordinates) {
    if (coordinates.equals("java.base")) {
      return "JDK " + Runtime.version().feature();
    }
    int colon = coordinates.indexOf(':');
    if (colon < 0) {
      throw new IllegalArgumentException("library '" + coordinates + "' is not group:artifact");
    }
    String group = coordinates.substring(0, colon);
    String artifact = coordinates.substring(colon + 1);
    String resource = "/META-INF/maven/" + group + "/" + artifact + "/pom.properties";
    String declared = "/META-INF/serbench/library-versions/" + group + "/" + artifact;
    try (InputStream in = LibraryVersion.class.getResourceAsStream(declared)) {
      if (in != null) {
        return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).trim();
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + declared, e);
    }
    try (InputStream in = LibraryVersion.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("no " + resource + " nor " + declared + " on the classpath: is "
            + coordinates + " a dependency?");
      }
      Properties properties = new Properties();
      properties.load(in);
      return properties.getProperty("version", "unknown");
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + resource, e);
    }
  }
}
