package dev.serbench.harness.allocs;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The allocation-instrumenter agent, which the build copies unchanged into benchmarks.jar as a resource
 * (an agent must be a jar of its own: its manifest names the premain class, and it appends itself to
 * the boot class path so that the JDK's own classes can call its recorder).
 */
final class AgentJar {

  static final String RESOURCE = "/META-INF/serbench/allocation-agent/java-allocation-instrumenter.jar";
  private static final String PROPERTIES = "/META-INF/serbench/allocation-agent/agent.properties";

  private AgentJar() {}

  /** The agent's Maven coordinates, group:artifact:version, as the build recorded them. */
  static String coordinates() {
    try (InputStream in = AgentJar.class.getResourceAsStream(PROPERTIES)) {
      if (in == null) {
        return "com.google.code.java-allocation-instrumenter:java-allocation-instrumenter:unknown";
      }
      Properties properties = new Properties();
      properties.load(in);
      return properties.getProperty("coordinates");
    } catch (IOException e) {
      throw new IllegalStateException("cannot read " + PROPERTIES, e);
    }
  }

  /** Copies the agent out of the class path into {@code dir}, where a JVM's -javaagent can name it. */
  static Path extract(Path dir) throws IOException {
    try (InputStream in = AgentJar.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IOException("the allocation agent is missing: no resource " + RESOURCE
            + " on the class path (benchmarks.jar was built without it: rebuild with mvn package)");
      }
      Path jar = dir.resolve("java-allocation-instrumenter.jar");
      Files.copy(in, jar);
      return jar;
    }
  }
}
