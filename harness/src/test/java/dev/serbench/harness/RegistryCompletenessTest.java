package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every codec on the harness classpath is registered, once, and every codec module is on the classpath. */
class RegistryCompletenessTest {

  private static final String CODEC_PACKAGE = "dev/serbench/codec/";
  private static final String SERVICES = "src/main/resources/META-INF/services/dev.serbench.api.Codec";

  @Test
  void everyCodecClassOnTheClasspathIsFoundByTheRegistry() throws Exception {
    Set<String> registered = CodecRegistry.load().all().stream().map(c -> c.getClass().getName())
        .collect(Collectors.toCollection(TreeSet::new));
    Set<String> provided = new TreeSet<>();
    for (String className : classesUnder(CODEC_PACKAGE)) {
      Class<?> type = Class.forName(className, false, getClass().getClassLoader());
      if (Codec.class.isAssignableFrom(type) && !type.isInterface() && !Modifier.isAbstract(type.getModifiers())
          && Modifier.isPublic(type.getModifiers())) {
        provided.add(className);
      }
    }
    assertTrue(provided.size() >= 5, "codec classes found on the classpath: " + provided);
    Set<String> unregistered = new TreeSet<>(provided);
    unregistered.removeAll(registered);
    assertEquals(Set.of(), unregistered,
        "codec classes not listed in their module's META-INF/services/dev.serbench.api.Codec");
  }

  @Test
  void noProviderFailsAndNoTwoCodecsShareAnId() {
    assertEquals(List.of(), CodecRegistry.load().failures());
  }

  /**
   * The one line outside its own module that a codec module needs (CONTRIBUTING.md): the root POM's
   * {@code <module>}. harness/pom.groovy derives the harness's dependencies from that list; this checks the
   * derivation end to end: every codec a codec module of the reactor registers is on the harness's classpath, and
   * a codec module directory missing from the root's {@code <modules>} is named with the line to add.
   */
  @Test
  void everyCodecModuleOfTheReactorIsOnTheHarnessClasspath() throws IOException {
    Path root = Path.of("..");
    Set<String> modules = matches(Files.readString(root.resolve("pom.xml")), "<module>(codec-[a-z0-9-]+)</module>");
    List<String> problems = new ArrayList<>();
    try (Stream<Path> directories = Files.list(root)) {
      for (Path directory : directories.filter(d -> d.getFileName().toString().startsWith("codec-")).sorted().toList()) {
        String module = directory.getFileName().toString();
        Path services = directory.resolve(SERVICES);
        if (!Files.isRegularFile(services)) {
          continue; // a module that registers no codec (codec-api, a shared base) reaches the harness through others
        }
        if (!modules.contains(module)) {
          problems.add(module + "/ registers codecs but is not in the root pom.xml's <modules>: add <module>" + module
              + "</module> there");
          continue;
        }
        for (String line : Files.readAllLines(services)) {
          String className = line.replaceAll("#.*", "").strip();
          if (className.isEmpty()) {
            continue;
          }
          try {
            Class.forName(className, false, getClass().getClassLoader());
          } catch (ClassNotFoundException e) {
            problems.add(module + "'s codec " + className + " (" + services + ") is not on the harness's classpath: "
                + "harness/pom.groovy should have made " + module + " a dependency");
          }
        }
      }
    }
    assertEquals(List.of(), problems);
  }

  private static Set<String> matches(String text, String regex) {
    Set<String> found = new TreeSet<>();
    Matcher m = Pattern.compile(regex).matcher(text);
    while (m.find()) {
      found.add(m.group(1));
    }
    return found;
  }

  /** Class names under a package, in directories and jars alike. */
  private List<String> classesUnder(String packagePath) throws IOException, URISyntaxException {
    List<String> names = new ArrayList<>();
    Enumeration<URL> roots = getClass().getClassLoader().getResources(packagePath);
    while (roots.hasMoreElements()) {
      URL root = roots.nextElement();
      if (root.getProtocol().equals("file")) {
        Path dir = Path.of(root.toURI());
        Path base = dir;
        for (int i = 0; i < packagePath.split("/").length; i++) {
          base = base.getParent();
        }
        Path classpathRoot = base;
        try (Stream<Path> files = Files.walk(dir)) {
          files.filter(f -> f.toString().endsWith(".class"))
              .forEach(f -> names.add(className(classpathRoot.relativize(f).toString().replace('\\', '/'))));
        }
      } else if (root.getProtocol().equals("jar")) {
        JarURLConnection connection = (JarURLConnection) root.openConnection();
        connection.setUseCaches(false); // closing a cached JarFile would break the class loader that shares it
        try (JarFile jar = connection.getJarFile()) {
          jar.stream().map(e -> e.getName()).filter(n -> n.startsWith(packagePath) && n.endsWith(".class"))
              .forEach(n -> names.add(className(n)));
        }
      }
    }
    return names;
  }

  private static String className(String path) {
    return path.substring(0, path.length() - ".class".length()).replace('/', '.');
  }
}
